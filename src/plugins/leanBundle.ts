import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the JavaScript every page loads. theme-classic registers
 * a client module that imports Prism on every page to add extra languages;
 * this site configures none and highlights no code (see
 * `src/theme/MDXComponents/Code.tsx`), so the module is replaced by an empty
 * one (~27 KiB brotli less on every page).
 */
export default function leanBundlePlugin(): Plugin {
  const prismClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/prism-include-languages',
  );
  return {
    name: 'lean-bundle',
    configureWebpack() {
      return {resolve: {alias: {[`${prismClientModule}$`]: false}}};
    },
  };
}
