import type {ColorMode} from '@docusaurus/theme-common';

/**
 * Remembers the visitor's choice under the key the spec names (Docusaurus's
 * storage key with `storage.namespace: false`). A storage that throws keeps
 * the page working and the console quiet.
 */
export function saveTheme(mode: ColorMode, storage: () => Storage = () => window.localStorage): boolean {
  try {
    storage().setItem('theme', mode);
    return true;
  } catch {
    return false;
  }
}
