import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The legal documents are standalone pages: no sidebar (the docs plugin has
// `sidebarPath: false`). Kept so the layout matches other Docusaurus sites.
const sidebars: SidebarsConfig = {};

export default sidebars;
