import {DEFAULT_LOCALE, type LocaleCode} from './locales';

/**
 * The language a visitor is shown learning, in the screenshots and the
 * centrepiece: English readers learn Spanish; everyone else learns English (a
 * Spanish speaker is not shown learning Spanish). A BCP 47 tag, for the `lang`
 * of the learned words. The mocks' strings (`screenshots/source/strings/`) and
 * the centrepiece's translations hold words of this language.
 */
export function learnedLanguage(code: LocaleCode): string {
  return code === DEFAULT_LOCALE ? 'es' : 'en';
}
