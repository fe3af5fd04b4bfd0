import React, {type ReactNode, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {localeOf, preferredOffer, type LanguageOfferChoice, type LocaleCode} from '@site/src/i18n/locales';
import {useSiteData} from '@site/src/data/useSiteData';
import {useLocation} from '@docusaurus/router';
import {languageChoice, rememberLanguageChoice} from '@site/src/i18n/languageChoice';
import {useSectionHash} from '@site/src/i18n/useSectionHash';
import {pageExists} from '@site/src/i18n/pageExists';
import styles from './styles.module.css';
import {phrased, withoutPhraseBreaks} from '@site/src/i18n/phraseBreak';

/**
 * An offer, never a redirect: a visitor whose browser prefers another of the
 * site's languages sees one line, in that language, linking to this page in
 * it. It is decided in the browser after hydration, from `navigator.languages`
 * only (nothing is sent), so the HTML that search engines and JavaScript-off
 * visitors get has no offer. It stands in the page's flow after the footer,
 * never over the page's text. Closing it, or choosing a language anywhere, is
 * remembered and the offer is not made again. Once shown, it is part of every
 * page the visitor then opens, from their first frame: the browser puts a visitor who comes back
 * (back, forward) where they were on a page of that length. A page loaded
 * again (reload) makes no offer, for the same reason.
 */

/** The offer on screen, for the pages the visitor opens next without a page load; null until the first has hydrated. */
let shown: LanguageOfferChoice | null = null;
let hydrated = false;

function reloaded(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward' || navigation?.type === 'reload';
}

export default function LanguageOffer(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const {pathname} = useLocation();
  const section = useSectionHash();
  // The offers as `src/i18n/offer.ts` words them, Japanese phrases marked at build time.
  const {offerText} = useSiteData();
  // The first render of a page load matches its HTML, which has no offer.
  const [offer, setOffer] = useState<LanguageOfferChoice | null>(() => (hydrated ? shown : null));

  useEffect(() => {
    const first = !hydrated;
    hydrated = true;
    const preferred = preferredOffer(navigator.languages ?? [navigator.language]);
    // A missing page is missing in every language: nothing to offer.
    const made =
      languageChoice() === null && pageExists(pathname) && !(first && reloaded()) && preferred?.locale !== currentLocale
        ? preferred
        : null;
    shown = made;
    setOffer(made);
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
        <span className={styles.sentence}>
          {phrased(text.text)}
          {/* Japanese sets no space after its full stop (。). */}
          {/[。！？]$/.test(text.text) ? '' : ' '}
        </span>
        <a
          className={styles.action}
          href={createUrl({locale: offered, fullyQualified: false}) + section}
          hrefLang={htmlLang}
          onClick={() => rememberLanguageChoice(offered)}>
          {phrased(text.action)}
        </a>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={text.dismiss}
        title={text.dismiss}
        onClick={() => {
          rememberLanguageChoice(currentLocale as LocaleCode);
          shown = null;
          setOffer(null);
        }}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
