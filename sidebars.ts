import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The documents are standalone pages (privacy, terms…), so no sidebar lists them.
const sidebars: SidebarsConfig = {};

export default sidebars;
