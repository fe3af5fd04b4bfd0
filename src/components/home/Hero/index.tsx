import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app} from '@site/src/data/app';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {useSiteData} from '@site/src/data/useSiteData';
import AppFacts from '@site/src/components/AppFacts';
import DownloadActions from '@site/src/components/DownloadActions';
import {MarkedHeading} from '@site/src/components/Marker';
import WordCard, {AppBackBar, AppStatusBar, appClassName} from '@site/src/components/home/WordCard';
import styles from './styles.module.css';

/** The hero's last element: the first frame waits for it (`rel=expect` below). */
const HERO_END_ID = 'hero-end';

/**
 * The promise (brand/concept.md): what the app is and for whom, the headline
 * with its one marker stroke, one line on why, the App Store, and the one
 * thing only this app has, large and whole: the app open on a word card with
 * its memory aid, in the top of an iPhone. It is the app's own HTML, so it is
 * sharp at every size, right in either theme from the first frame, and paints
 * with the text.
 */
export default function Hero(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const {wordCard, myWords} = useSiteData().mockWords;
  return (
    <header className={styles.hero}>
      {/* No first frame before the hero is parsed whole (Chromium): painted mid-card, its parts then moved. */}
      <Head>
        <link rel="expect" href={`#${HERO_END_ID}`} blocking="render" />
      </Head>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.label}>
            {app.price.amount === '0'
              ? translate({
                  id: 'home.hero.category.free',
                  message: 'Free vocabulary app for language learners · iPhone',
                  description:
                    'Small label above the headline, for a free app: what the app is and who it is for, in a few words',
                })
              : translate({
                  id: 'home.hero.category',
                  message: 'The vocabulary app for language learners · iPhone',
                  description: 'Small label above the headline: what the app is and who it is for, in a few words',
                })}
          </p>
          <h1 className={styles.title}>
            <MarkedHeading
              message={translate({
                id: 'home.hero.title',
                message: 'Meet a word. Make it one you {keep}.',
                description:
                  'The landing page headline: the benefit, not the app name. {keep} is the highlighted word.',
              })}
              marked={translate({
                id: 'home.hero.title.keep',
                message: 'keep',
                description: 'The highlighted word of the headline',
              })}
            />
          </h1>
          <p className={styles.promise}>
            {translate({
              id: 'home.hero.promise',
              message: 'Every word you save gets an AI memory aid: a little scene you can picture, so the word stays.',
              description:
                'One sentence under the headline: why the app works. A full sentence, not a fragment; the card beside it shows such a memory aid',
            })}
          </p>
        </div>
        <div className={styles.actions}>
          <DownloadActions align="start" on="page" firstScreen />
          <AppFacts variant="compact" className={styles.facts} />
        </div>
        {/* The top of an iPhone rising from the section's edge: the app, open on a word card. */}
        <figure className={styles.visual}>
          <div className={styles.device}>
            <div
              className={`${appClassName} ${styles.screen}`}
              role="img"
              aria-label={translate({
                id: 'home.hero.screenshot.alt',
                message:
                  'A word card in the app: la mariposa, butterfly, with an example sentence and an AI memory aid, “Maria poses for a photo, and a butterfly lands on her hat”',
              })}>
              {/* Described by the label above; read as one picture, not as its parts. */}
              <div aria-hidden="true">
                <AppStatusBar />
                <AppBackBar label={myWords} />
                <div className={styles.card}>
                  <WordCard words={wordCard} learned={learnedLanguage(currentLocale as LocaleCode)} />
                </div>
              </div>
            </div>
          </div>
        </figure>
      </div>
      <span id={HERO_END_ID} hidden />
    </header>
  );
}
