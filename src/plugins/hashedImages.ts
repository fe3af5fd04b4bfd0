import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readdir, readFile, rename} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The images that change when someone re-renders them (the screenshots, the
 * share cards, the App Store badges) are published under names that carry
 * their content's hash (`word-light-640.3fa9c1d2.avif`), so `_headers` can let
 * browsers keep them for a year: a new picture is a new name. The repository
 * keeps the plain names; the hashed ones exist only in the build.
 */
export const HASHED_IMAGE_FOLDERS = ['img/screens', 'img/social-card', 'img/app-store'] as const;

/** The name a file is published under: its hash before the extension. */
export function hashedName(staticPath: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return staticPath.replace(/(\.[a-z0-9]+)$/i, `.${hash}$1`);
}

/** `img/screens/word-light-640.avif` → its hashed name, for every such file of the build's static folders. */
async function hashedNames(staticDirs: readonly string[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const dir of staticDirs) {
    for (const folder of HASHED_IMAGE_FOLDERS) {
      if (!existsSync(path.join(dir, folder))) continue;
      for (const file of await readdir(path.join(dir, folder), {recursive: true, withFileTypes: true})) {
        if (!file.isFile()) continue;
        const staticPath = path.relative(dir, path.join(file.parentPath, file.name)).split(path.sep).join('/');
        names[staticPath] = hashedName(staticPath, await readFile(path.join(dir, staticPath)));
      }
    }
  }
  return names;
}

/**
 * Hands the names to the pages' code at bundle time (`__HASHED_IMAGES__`, read by
 * `src/data/hashedImage.ts`) and, after the build, renames the copied files.
 */
export default function hashedImagesPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  return {
    name: 'hashed-images',
    loadContent: () => hashedNames(staticDirs),
    configureWebpack(_config, _isServer, {currentBundler}, names) {
      // Plugin content is typed `unknown`; it is what loadContent returned.
      return {plugins: [new currentBundler.instance.DefinePlugin({__HASHED_IMAGES__: JSON.stringify(names)})]};
    },
    async postBuild({outDir, content: names}) {
      await Promise.all(
        Object.entries(names as Record<string, string>).map(([plain, hashed]) =>
          rename(path.join(outDir, plain), path.join(outDir, hashed)),
        ),
      );
    },
  };
}
