/** Set at bundle time by `src/plugins/hashedImages.ts`; absent where no bundler runs (Node's tests). */
declare const __HASHED_IMAGES__: Readonly<Record<string, string>> | undefined;

const names: Readonly<Record<string, string>> = typeof __HASHED_IMAGES__ === 'undefined' ? {} : __HASHED_IMAGES__;

/** The name a screenshot, share card or badge is published under (`img/…`, relative to the static folder). */
export function hashedImage(staticPath: string): string {
  return names[staticPath] ?? staticPath;
}
