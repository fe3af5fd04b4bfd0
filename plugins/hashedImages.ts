import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {readdir, readFile, rename} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hashedName, imageGroup} from '../src/data/hashedImage';

/**
 * The images that change when someone re-renders them (the screenshots, the
 * share cards, the App Store badges) are published under names that carry
 * their content's hash (`word-light-640.3fa9c1d2.avif`), so `_headers` can let
 * browsers keep them for a year: a new picture is a new name. The repository
 * keeps the plain names; the hashed ones exist only in the build.
 */
export const HASHED_IMAGE_FOLDERS = ['img/screens', 'img/social-card', 'img/app-store'] as const;

/** Each picture's hash, from the content of all its files: a new rendering is a new name for each. */
export function groupHashes(files: readonly {staticPath: string; content: Buffer}[]): Record<string, string> {
  const groups = new Map<string, ReturnType<typeof createHash>>();
  for (const {staticPath, content} of [...files].sort((a, b) => a.staticPath.localeCompare(b.staticPath))) {
    const group = imageGroup(staticPath);
    const hash = groups.get(group) ?? createHash('sha256');
    groups.set(group, hash.update(staticPath).update(content));
  }
  return Object.fromEntries([...groups].map(([group, hash]) => [group, hash.digest('hex').slice(0, 10)]));
}

/** The hashed image files under one static folder, as paths relative to it. */
export async function hashedImageFiles(dir: string): Promise<{staticPath: string; content: Buffer}[]> {
  const files: {staticPath: string; content: Buffer}[] = [];
  for (const folder of HASHED_IMAGE_FOLDERS) {
    if (!existsSync(path.join(dir, folder))) continue;
    for (const file of await readdir(path.join(dir, folder), {recursive: true, withFileTypes: true})) {
      if (!file.isFile()) continue;
      const staticPath = path.relative(dir, path.join(file.parentPath, file.name)).split(path.sep).join('/');
      files.push({staticPath, content: await readFile(path.join(dir, staticPath))});
    }
  }
  return files;
}

/**
 * Hands the names to the pages' code at bundle time (`__HASHED_IMAGES__`, read by
 * `src/data/hashedImage.ts`) and, after the build, renames the copied files.
 */
export default function hashedImagesPlugin(context: LoadContext): Plugin {
  const staticDirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
  return {
    name: 'hashed-images',
    loadContent: async () => groupHashes((await Promise.all(staticDirs.map(hashedImageFiles))).flat()),
    configureWebpack(_config, _isServer, {currentBundler}, hashes) {
      // Plugin content is typed `unknown`; it is what loadContent returned.
      return {plugins: [new currentBundler.instance.DefinePlugin({__HASHED_IMAGES__: JSON.stringify(hashes)})]};
    },
    async postBuild({outDir, content}) {
      const hashes = content as Record<string, string>;
      const files = await hashedImageFiles(outDir);
      await Promise.all(
        files.map(({staticPath}) =>
          rename(
            path.join(outDir, staticPath),
            path.join(outDir, hashedName(staticPath, hashes[imageGroup(staticPath)]!)),
          ),
        ),
      );
    },
  };
}
