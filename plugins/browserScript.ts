import {readFileSync} from 'node:fs';

/**
 * A script that ships inline, exactly as written in its `.js` file: the build
 * hashes the same text for the Content-Security-Policy, and unit tests run the
 * same file in `node:vm`. Such files are plain ES5 with no imports.
 */
export function browserScript(file: string): string {
  return readFileSync(file, 'utf8').trim();
}
