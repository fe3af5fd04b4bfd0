import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import type {ScreenshotRef} from '@site/src/data/features';
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

/** The promise (brand/concept.md), on paper: the headline with its one marker stroke, and the card the app makes. */
export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.label}>
            {app.price.amount === '0'
              ? translate(
                  {
                    id: 'home.hero.label.free',
                    message: '{appName} · Free for iPhone',
                    description: 'Small label above the headline, for a free app',
                  },
                  {appName: app.name},
                )
              : translate(
                  {
                    id: 'home.hero.label',
                    message: '{appName} for iPhone',
                    description: 'Small label above the headline',
                  },
                  {appName: app.name},
                )}
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
              {'Meet a word once. Make it one you {keep}.'}
            </Translate>
          </h1>
          <p className={styles.pitch}>
            {translate(
              {
                id: 'home.hero.text',
                message:
                  'Every word you save gets an example and an AI memory aid, a little scene you can picture. Then {appName} plays it back to you in quick games, until it stays.',
                description: 'The line under the headline: what makes the app different',
              },
              {appName: app.name},
            )}
          </p>
          <DownloadActions align="start" on="page" />
        </div>
        <div className={styles.visual}>
          <StoryPhone screenshot={wordCard} priority className={styles.phone} />
        </div>
      </div>
    </header>
  );
}
