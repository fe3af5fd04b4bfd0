import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import {screenshot} from '@site/src/data/images';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import Picture from '@site/src/components/Picture';
import styles from './styles.module.css';

/** Matches `.phone` in styles.module.css, minus the bezel. */
const PHONE_SIZES = '(min-width: 996px) 224px, 40vw';

/**
 * The app in both of its themes at once, whatever the page's theme: one
 * image per phone, so the first screen needs no theme-dependent download and
 * the front phone (the largest paint) can load eagerly, first.
 */
function HeroPhones(): ReactNode {
  const alt = translate({
    id: 'home.hero.screenshot.alt',
    message:
      'A word card in the app, in light and dark: la mariposa, butterfly, with an example, an AI association and a note',
  });
  return (
    <div className={styles.phones}>
      <DeviceFrame className={styles.phone}>
        <Picture
          image={screenshot('word', 'light')}
          alt={alt}
          sizes={PHONE_SIZES}
          loading="eager"
          fetchPriority="high"
          className={styles.picture}
          imgClassName={screenClassName}
        />
      </DeviceFrame>
      <DeviceFrame className={styles.phone}>
        <Picture
          image={screenshot('word', 'dark')}
          alt=""
          sizes={PHONE_SIZES}
          loading="eager"
          className={styles.picture}
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
          <h1 className={styles.title}>{app.name}</h1>
          <p className={styles.pitch}>
            {/* The English pitch is an app fact (also the site tagline); a
                locale overrides it by this id in its code.json. */}
            {translate({id: 'home.hero.pitch', message: app.pitch})}
          </p>
          <p className={styles.platform}>
            {translate({id: 'home.hero.platform', message: 'Free on the App Store for iPhone'})}
          </p>
          <AppStoreBadge />
        </div>
        <HeroPhones />
      </div>
    </header>
  );
}
