import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {TranslationGlobalData} from '@site/src/i18n/plugin';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

interface Props {
  /** The document's name (`privacy`). */
  readonly doc: string;
  /** The English text's address, from the site's root: `privacy` on the web, `mobile/privacy/dark` in the app. */
  readonly englishPath: string;
}

/**
 * The line at the top of every translated document, in its language: the
 * English text prevails, with a link to it; and, when the English text has
 * changed since the translation was made, that this translation lags behind.
 * Generated for every translation, so no editor writes or forgets it.
 */
export default function TranslationNotice({doc, englishPath}: Props): ReactNode {
  const {englishBaseUrl, stale} = usePluginData('translation-status') as TranslationGlobalData;
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  if (currentLocale === defaultLocale || !(doc in stale)) return null;
  // Plain links: the English site is another build (a full page load).
  const href = `${englishBaseUrl}${englishPath}`;
  return (
    <div className={styles.notice} role="note">
      <p>
        <Translate
          id="translation.convenience"
          description="Top of every translated document; {englishText} is a link"
          values={{
            englishText: (
              <a href={href} hrefLang="en">
                {translate({id: 'translation.convenience.link', message: 'English text'})}
              </a>
            ),
          }}>
          {
            'This translation is provided for convenience. If it differs from the {englishText}, the English text prevails.'
          }
        </Translate>
      </p>
      {stale[doc] && (
        <p className={styles.stale}>
          <Translate
            id="translation.stale"
            description="Top of a translated document whose English text changed after it was translated"
            values={{
              englishText: (
                <a href={href} hrefLang="en">
                  {translate({id: 'translation.stale.link', message: 'current English text'})}
                </a>
              ),
            }}>
            {
              'The English text has changed since this translation was made, and this translation is not yet up to date: read the {englishText}.'
            }
          </Translate>
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
