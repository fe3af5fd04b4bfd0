import type {ColorMode} from './themeBoot';

/** The key the spec names; `themeBoot` reads the same one. */
export const THEME_STORAGE_KEY = 'theme';

/** Remembers the visitor's choice; a storage that throws keeps the page working. */
export function saveTheme(mode: ColorMode, storage: () => Storage = () => window.localStorage): boolean {
  try {
    storage().setItem(THEME_STORAGE_KEY, mode);
    return true;
  } catch {
    return false;
  }
}
