import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import ThemedPicture from '@site/src/components/ThemedPicture';
import Picture from '@site/src/components/Picture';
import styles from './styles.module.css';

// Apple's rule: black badge on light backgrounds, white on dark. Apple's artwork comes per language, one folder
// each: `brand/app-store/<lang>/` (the bundler resolves the language being built). The one App Store URL serves
// every language.
const BADGE = {width: 120, height: 40} as const;
const badge = (color: 'black' | 'white') => ({
  src: require(`@app-store-badges/badge-${color}.svg`) as string,
  ...BADGE,
});

interface Props {
  /**
   * `page`: on the page's own background, so it follows the theme.
   * `band`: on the indigo brand band, dark in both themes.
   */
  readonly on?: 'page' | 'band';
  /** In the first screen: loaded at once, both variants (a few KiB each), never lazily. */
  readonly firstScreen?: boolean;
}

export default function AppStoreBadge({on = 'page', firstScreen = false}: Props): ReactNode {
  const loading = firstScreen ? 'eager' : 'lazy';
  const [black, white] = [badge('black'), badge('white')];
  const alt = translate(
    {
      id: 'appStoreBadge.alt',
      message: 'Download {appName} on the App Store',
      description: 'Accessible name of the App Store badge link',
    },
    {appName: app.name},
  );
  return (
    <a className={on === 'band' ? `${styles.badge} ${styles.onBand}` : styles.badge} href={app.appStoreUrl}>
      {on === 'band' ? (
        <Picture image={white} alt={alt} imgClassName={styles.image} loading="eager" />
      ) : (
        <ThemedPicture light={black} dark={white} imgClassName={styles.image} alt={alt} loading={loading} />
      )}
    </a>
  );
}
