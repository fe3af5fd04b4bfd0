import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCUMENT_NAMES} from '../markdown/documents';
import {translationStatus} from './translations';

/** What the translated pages need to say about themselves (see TranslationNotice). */
export interface TranslationGlobalData {
  /** Where the English documents are (`/`), for the link to the text that prevails. */
  readonly englishBaseUrl: string;
  /** Per document: the English text changed after this translation was made. */
  readonly stale: Readonly<Record<string, boolean>>;
}

/**
 * Tells each language's build which of its documents lag behind the English
 * text, so the page says so at its top. Empty for English.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  return {
    name: 'translation-status',
    async contentLoaded({actions}) {
      const stale = Object.fromEntries(
        DOCUMENT_NAMES.flatMap((doc) => {
          const status = translationStatus(siteDir, i18n.currentLocale, doc);
          return status ? [[doc, status.stale]] : [];
        }),
      );
      actions.setGlobalData({
        englishBaseUrl: i18n.localeConfigs[i18n.defaultLocale]!.baseUrl,
        stale,
      } satisfies TranslationGlobalData);
    },
    getPathsToWatch() {
      return [
        `${siteDir}/docs/*.md`,
        `${siteDir}/i18n/${i18n.currentLocale}/docusaurus-plugin-content-docs/current/*.md`,
      ];
    },
  };
}
