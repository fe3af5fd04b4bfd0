import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import ThemedPicture from '@site/src/components/ThemedPicture';
import styles from './styles.module.css';

// Apple's rule: black badge on light backgrounds, white on dark.
const BADGE = {width: 120, height: 40} as const;
const light = {src: 'img/app-store/badge-black.svg', ...BADGE};
const dark = {src: 'img/app-store/badge-white.svg', ...BADGE};

export default function AppStoreBadge(): ReactNode {
  return (
    <a className={styles.badge} href={app.appStoreUrl}>
      <ThemedPicture
        light={light}
        dark={dark}
        imgClassName={styles.image}
        alt={translate(
          {
            id: 'appStoreBadge.alt',
            message: 'Download {appName} on the App Store',
            description: 'Accessible name of the App Store badge link',
          },
          {appName: app.name},
        )}
      />
    </a>
  );
}
