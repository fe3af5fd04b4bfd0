import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prism stays out of the JavaScript every page loads: theme-classic registers a client module that imports it on
 * every page to add languages; this site configures none and highlights no code (`src/theme/MDXComponents/Code.tsx`),
 * so the module is replaced by an empty one.
 */
export default function leanBundlePlugin(): Plugin {
  const prismClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/prism-include-languages',
  );
  return {
    name: 'lean-bundle',
    configureWebpack: () => ({resolve: {alias: {[`${prismClientModule}$`]: false}}}),
  };
}
