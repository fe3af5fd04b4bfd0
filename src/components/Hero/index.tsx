import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import {chapter, type ScreenshotRef} from '@site/src/data/features';
import AppFacts from '@site/src/components/AppFacts';
import DownloadActions from '@site/src/components/DownloadActions';
import Marker from '@site/src/components/Marker';
import StoryPhone from '@site/src/components/StoryPhone';
import styles from './styles.module.css';

const wordCard: ScreenshotRef = {
  id: 'word',
  alt: translate({
    id: 'home.hero.screenshot.alt',
    message:
      'A word card in the app: la mariposa, butterfly, with an example sentence and an AI memory aid, “Maria poses for a photo, and a butterfly lands on her hat”',
  }),
};

/**
 * The promise (brand/concept.md), on paper: who it is for, the headline with
 * its one marker stroke, the facts beside the download, and the story in one
 * look: a word caught on a menu, in front; behind it, the card it becomes and
 * the game it is played in.
 */
export default function Hero(): ReactNode {
  const [meet] = chapter('meet');
  const [play] = chapter('play');
  return (
    <header className={styles.hero}>
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
            <Translate
              id="home.hero.title"
              description="The landing page headline: the benefit, not the app name. {keep} is the highlighted word."
              values={{
                keep: (
                  <Marker>
                    <Translate id="home.hero.title.keep" description="The highlighted word of the headline">
                      keep
                    </Translate>
                  </Marker>
                ),
              }}>
              {'Meet a word. Make it one you {keep}.'}
            </Translate>
          </h1>
          <p className={styles.pitch}>
            {translate(
              {
                id: 'home.hero.text',
                message:
                  'For the words of the language you’re learning. Each one you save gets an example and an AI memory aid, a little scene you can picture. Then {appName} plays it back to you in quick games, until it stays.',
                description: 'The line under the headline: who it is for and what makes the app different',
              },
              {appName: app.name},
            )}
          </p>
          <DownloadActions align="start" on="page" />
          <AppFacts variant="compact" className={styles.facts} />
        </div>
        <div className={styles.visual}>
          {/* In the story's order; CSS stacks them so the first is in front. */}
          <StoryPhone screenshot={meet.screenshot} priority className={clsx(styles.phone, styles.met)} />
          <StoryPhone screenshot={wordCard} className={clsx(styles.phone, styles.card)} />
          <StoryPhone screenshot={play.screenshot} className={clsx(styles.phone, styles.played)} />
        </div>
      </div>
    </header>
  );
}
