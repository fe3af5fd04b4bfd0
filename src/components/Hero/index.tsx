import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import {screenshot} from '@site/src/data/images';
import DownloadActions from '@site/src/components/DownloadActions';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import ThemedPicture from '@site/src/components/ThemedPicture';
import styles from './styles.module.css';

/** Matches `.phone` in styles.module.css, minus the bezel. */
const PHONE_SIZES = '(min-width: 997px) 340px, min(78vw, 340px)';

/** One large phone with the word card, in the page's own theme. */
function HeroPhone(): ReactNode {
  return (
    <div className={styles.visual}>
      <DeviceFrame className={styles.phone}>
        <ThemedPicture
          light={screenshot('word', 'light')}
          dark={screenshot('word', 'dark')}
          alt={translate({
            id: 'home.hero.screenshot.alt',
            message:
              'A word card in the app: la mariposa, butterfly, with an example sentence and an AI memory aid, “Maria poses for a photo, and a butterfly lands on her hat”',
          })}
          sizes={PHONE_SIZES}
          priority
          imgClassName={screenClassName}
        />
      </DeviceFrame>
    </div>
  );
}

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
            {translate({
              id: 'home.hero.title',
              message: 'Learn the words of a new language, and keep them',
              description: 'The landing page headline: the benefit, not the app name',
            })}
          </h1>
          <p className={styles.pitch}>
            {translate(
              {
                id: 'home.hero.text',
                message:
                  'Save any word you meet. {appName} adds an example and an AI memory aid that makes it stick, then practises it with you in quick games.',
                description: 'The line under the headline: what makes the app different',
              },
              {appName: app.name},
            )}
          </p>
          <DownloadActions align="start" />
        </div>
        <HeroPhone />
      </div>
    </header>
  );
}
