import React, {type ReactNode, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {localeOf, preferredOffer, type LanguageOfferChoice} from '@site/src/i18n/locales';
import {useSiteData} from '@site/src/data/useSiteData';
import {useLocation} from '@docusaurus/router';
import {keepSection, languageChoice, rememberLanguageChoice} from '@site/src/i18n/languageChoice';
import {pageExists} from '@site/src/i18n/pageExists';
import styles from './styles.module.css';
import {withoutPhraseBreaks} from '@site/src/i18n/phraseBreak';

/**
 * An offer, never a redirect: a visitor whose browser prefers another of the
 * site's languages sees one line, in that language, linking to this page in
 * it. It is decided in the browser after hydration, from `navigator.languages`
 * only (nothing is sent), so the HTML that search engines and JavaScript-off
 * visitors get has no offer. It is a fixed bar over the page's foot: it moves
 * nothing (no layout shift). Closing it, or choosing a language anywhere,
 * is remembered and the offer is not made again.
 */
export default function LanguageOffer(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const {pathname} = useLocation();
  // The offers as `src/i18n/offer.ts` words them, Japanese phrases marked at build time.
  const {offerText} = useSiteData();
  const [offer, setOffer] = useState<LanguageOfferChoice | null>(null);

  useEffect(() => {
    // A missing page is missing in every language: nothing to offer.
    if (languageChoice() !== null || !pageExists(pathname)) return setOffer(null);
    const preferred = preferredOffer(navigator.languages ?? [navigator.language]);
    if (preferred && preferred.locale !== currentLocale) setOffer(preferred);
  }, [currentLocale, pathname]);

  if (!offer) return null;
  const offered = offer.locale;
  const {htmlLang, direction} = localeOf(offered);
  const words = offerText[offered];
  // A visitor from another region of the language is told which variety the pages are in.
  const text = {...words, text: (offer.otherVariety && words.otherVariety) || words.text};
  return (
    <aside className={styles.offer} lang={htmlLang} dir={direction} aria-label={withoutPhraseBreaks(text.text)}>
      <p className={styles.text}>
        {text.text}
        {/* Japanese sets no space after its full stop (。). */}
        {/[。！？]$/.test(text.text) ? '' : ' '}
        <a
          className={styles.action}
          href={createUrl({locale: offered, fullyQualified: false})}
          hrefLang={htmlLang}
          onClick={(event) => {
            keepSection(event.currentTarget);
            rememberLanguageChoice(offered);
          }}>
          {text.action}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={text.dismiss}
        title={text.dismiss}
        onClick={() => {
          rememberLanguageChoice(currentLocale);
          setOffer(null);
        }}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
