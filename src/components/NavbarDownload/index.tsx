import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import styles from './styles.module.css';

/**
 * The App Store link in the sticky header, so a visitor can download from
 * anywhere on the page: "Download" on wide screens, the App Store's own
 * "Get" on phones.
 */
export default function NavbarDownload(): ReactNode {
  return (
    <a className={styles.button} href={app.appStoreUrl}>
      <span className={styles.wide}>
        {translate({id: 'navbar.download', message: 'Download', description: 'Navbar App Store button, wide screens'})}
      </span>
      <span className={styles.compact}>
        {translate({id: 'navbar.download.compact', message: 'Get', description: 'Navbar App Store button, phones'})}
      </span>
      <span className={styles.visuallyHidden}>
        {translate(
          {
            id: 'navbar.download.suffix',
            message: ' {appName} on the App Store',
            description: 'Read after the button label',
          },
          {appName: app.name},
        )}
      </span>
    </a>
  );
}
