/** Set at bundle time by `plugins/hashedImages.ts` (each picture's hash); absent where no bundler runs (Node's tests). */
declare const __HASHED_IMAGES__: Readonly<Record<string, string>> | undefined;

const hashes: Readonly<Record<string, string>> = typeof __HASHED_IMAGES__ === 'undefined' ? {} : __HASHED_IMAGES__;

/**
 * The files one picture is published as share one hash: `img/screens/word-light`
 * for `word-light-640.avif`, `-1000.webp` and the rest. The pages' code then
 * carries one hash per picture, not one name per file (a few hundred per language).
 */
export function imageGroup(staticPath: string): string {
  return staticPath.replace(/(-\d+)?\.[a-z0-9]+$/i, '');
}

/** The name a file is published under: its picture's hash before the extension. */
export function hashedName(staticPath: string, hash: string): string {
  return staticPath.replace(/(\.[a-z0-9]+)$/i, `.${hash}$1`);
}

/** The name a screenshot, share card or badge is published under (`img/…`, relative to the static folder). */
export function hashedImage(staticPath: string): string {
  const hash = hashes[imageGroup(staticPath)];
  return hash ? hashedName(staticPath, hash) : staticPath;
}
