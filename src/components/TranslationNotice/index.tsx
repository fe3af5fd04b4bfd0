import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteData} from '@site/src/data/useSiteData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {DOCUMENTS, type DocumentName} from '@site/src/data/documents';
import {phrased} from '@site/src/i18n/phraseBreak';
import styles from './styles.module.css';

interface Props {
  /** The document's name (`privacy`). */
  readonly doc: string;
  /** The English text's address, from the site's root: `privacy` on the web, `mobile/privacy/dark` in the app. */
  readonly englishPath: string;
}

/**
 * The lines at the top of a translated document, in its language: on a legal
 * text (the privacy policy, the terms) that the English text prevails, with a
 * link to it; on any document, when the English text has changed since the
 * translation was made, that this translation lags behind. Generated, so no
 * editor writes or forgets them; a support page or the credits, which bind no
 * one, do not read as a contract.
 */
export default function TranslationNotice({doc, englishPath}: Props): ReactNode {
  const {englishBaseUrl, staleTranslations: stale} = useSiteData();
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  if (currentLocale === defaultLocale || !(doc in stale)) return null;
  const legal = DOCUMENTS[doc as DocumentName]?.legal ?? false;
  if (!legal && !stale[doc]) return null;
  // Plain links: the English site is another build (a full page load).
  const englishLink = (text: string) => (
    <a href={`${englishBaseUrl}${englishPath}`} hrefLang="en">
      {phrased(text)}
    </a>
  );
  return (
    <div className={styles.notice} role="note">
      {legal && (
        <p>
          {phrased(
            interpolate(
              translate({
                id: 'translation.convenience',
                message:
                  'This translation is provided for convenience. If it differs from the {englishText}, the English text prevails.',
                description: 'Top of a translated legal document (privacy policy, terms); {englishText} is a link',
              }),
              {englishText: englishLink(translate({id: 'translation.convenience.link', message: 'English text'}))},
            ),
          )}
        </p>
      )}
      {stale[doc] && (
        <p className={styles.stale}>
          {phrased(
            interpolate(
              translate({
                id: 'translation.stale',
                message:
                  'The English text has changed since this translation was made, and this translation is not yet up to date: read the {englishText}.',
                description: 'Top of a translated document whose English text changed after it was translated',
              }),
              {englishText: englishLink(translate({id: 'translation.stale.link', message: 'current English text'}))},
            ),
          )}
        </p>
      )}
    </div>
  );
}

/** The notice on a document's web page (`/de/privacy`), inside the docs plugin's page. */
export function DocTranslationNotice(): ReactNode {
  const {id} = useDoc().metadata;
  return <TranslationNotice doc={id} englishPath={id} />;
}
