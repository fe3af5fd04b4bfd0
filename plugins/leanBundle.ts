import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the JavaScript every page loads small and quick to start.
 *
 * - Prism stays out: theme-classic registers a client module that imports
 *   Prism on every page to add extra languages; this site configures none and
 *   highlights no code (see `src/theme/MDXComponents/Code.tsx`), so the module
 *   is replaced by an empty one (~27 KiB brotli less on every page).
 * - `main.js` (React, the router, the layout: every function of it runs on
 *   load) carries V8's explicit compile hint, so Chromium compiles it on the
 *   thread that streams the download instead of function by function on the
 *   main thread while the page hydrates. Other engines ignore the comment.
 *   https://v8.dev/blog/explicit-compile-hints
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const MAIN_CHUNK = /(^|\/)main\.[0-9a-f]+\.js$/;

export default function leanBundlePlugin(): Plugin {
  const prismClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib/prism-include-languages',
  );
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${prismClientModule}$`]: false}},
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                include: MAIN_CHUNK,
                // After minification, which would drop the comment.
                stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
            ],
      };
    },
    // A renamed chunk or a new bundler stage would drop the hint without a word.
    async postBuild({outDir}) {
      const dir = path.join(outDir, 'assets/js');
      const mains = (await readdir(dir)).filter((file) => MAIN_CHUNK.test(file));
      for (const file of mains) {
        if (!(await readFile(path.join(dir, file), 'utf8')).startsWith(COMPILE_HINT)) {
          throw new Error(`lean-bundle: ${file} does not start with the compile hint; see plugins/leanBundle.ts`);
        }
      }
      if (mains.length !== 1) throw new Error(`lean-bundle: expected one main chunk in ${dir}, found ${mains.length}`);
    },
  };
}
