import React, {type ReactNode, useEffect, useRef} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import IconLanguage from '@theme/Icon/Language';
import {rememberLanguageChoice} from '@site/src/i18n/languageChoice';
import {useSectionHash} from '@site/src/i18n/useSectionHash';
import type {LocaleCode} from '@site/src/i18n/locales';
import styles from './styles.module.css';

/**
 * The header's language menu: the same page in every language, each named in
 * itself. A native disclosure (`<details>`), so it opens with a tap, Enter or
 * Space, is announced as a button that expands, and works without JavaScript;
 * the links are plain links, because each language is a site of its own (a
 * full page load). Escape and a tap elsewhere close it.
 */
export default function LanguageSwitcher(): ReactNode {
  const {
    i18n: {currentLocale, locales, localeConfigs},
  } = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const details = useRef<HTMLDetailsElement>(null);
  const section = useSectionHash();

  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent && event.key === 'Escape') {
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (event.type === 'click' && !element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  const current = localeConfigs[currentLocale]!;
  return (
    <details className={styles.switcher} ref={details}>
      <summary
        className={styles.summary}
        aria-label={translate(
          {id: 'languageSwitcher.label', message: 'Language: {language}', description: 'Name of the language menu'},
          {language: current.label},
        )}>
        <IconLanguage className={styles.icon} aria-hidden />
        <span className={styles.current}>{current.label}</span>
      </summary>
      <ul className={styles.menu}>
        {locales.map((locale) => {
          const {label, htmlLang} = localeConfigs[locale]!;
          return (
            <li key={locale}>
              <a
                className={styles.link}
                href={createUrl({locale, fullyQualified: false}) + section}
                hrefLang={htmlLang}
                lang={htmlLang}
                aria-current={locale === currentLocale ? 'true' : undefined}
                onClick={() => rememberLanguageChoice(locale as LocaleCode)}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
