import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app} from '@site/src/data/app';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import AppFacts from '@site/src/components/AppFacts';
import DeviceFrame from '@site/src/components/DeviceFrame';
import DownloadActions from '@site/src/components/DownloadActions';
import {MarkedHeading} from '@site/src/components/Marker';
import AidCard from '@site/src/components/home/AidCard';
import WordCard, {AppBackBar, AppStatusBar, appClassName} from '@site/src/components/home/WordCard';
import styles from './styles.module.css';

/** The hero's last element: the first frame waits for it (`rel=expect` below). */
const HERO_END_ID = 'hero-end';

/**
 * The promise (brand/concept.md), on the brand's grape: what the app is, the headline with its one marker stroke,
 * who it is for and why, the App Store, and the one thing only this app has, as a picture: the memory aid's scene.
 * On a computer the app stands beside it, open on the same word, its memory aid in the words the app writes.
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
      <div className={styles.band}>
        <div className={styles.inner}>
          <p className={styles.kicker}>
            {phrased(
              app.price.amount === '0'
                ? translate({
                    id: 'home.hero.kicker.free',
                    message: 'A free vocabulary app for iPhone',
                    description: 'Small line above the headline, for a free app: what the app is, in a few words',
                  })
                : translate({
                    id: 'home.hero.kicker',
                    message: 'A vocabulary app for iPhone',
                    description: 'Small line above the headline: what the app is, in a few words',
                  }),
            )}
          </p>
          <h1 className={styles.title}>
            <MarkedHeading
              message={translate({
                id: 'home.hero.headline',
                message: 'Picture a word. Play it. {keep} it.',
                description:
                  'The landing page headline, three short sentences: the learner pictures a word, plays it, keeps it. {keep} is the highlighted word (home.hero.headline.keep)',
              })}
              marked={translate({
                id: 'home.hero.headline.keep',
                message: 'Keep',
                description:
                  'The highlighted word of the headline: keeping the word for good. Never a word for forgetting (not “never forget”)',
              })}
            />
          </h1>
          <p className={styles.lede}>
            {phrased(
              translate({
                id: 'home.hero.lede',
                message:
                  'For language learners: every word you save gets a memory aid, a little scene you can picture. Then it comes back in games until it’s yours.',
                description: 'Under the headline: who the app is for, and its one idea, in one or two short sentences',
              }),
            )}
          </p>
          <AidCard className={styles.aid} sceneClassName={styles.aidScene} />
          <div className={styles.actions}>
            <DownloadActions align="start" on="band" firstScreen />
            <AppFacts variant="compact" className={styles.facts} />
          </div>
          <figure className={styles.phone} aria-hidden="true">
            <DeviceFrame>
              <div className={clsx(appClassName, styles.app)}>
                <AppStatusBar />
                <AppBackBar label={myWords} />
                <WordCard words={wordCard} learned={learnedLanguage(currentLocale as LocaleCode)} />
              </div>
            </DeviceFrame>
          </figure>
        </div>
      </div>
      <span id={HERO_END_ID} hidden />
    </header>
  );
}
