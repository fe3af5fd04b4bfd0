import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import styles from './styles.module.css';

/**
 * The App Store link in the sticky header, so a visitor can download from
 * anywhere on the page: "Download" on wide screens, the App Store's own
 * "Get" on phones. Each width's accessible name is one whole sentence that
 * contains its visible word: a name glued from the word and a shared ending
 * read wrongly where a language needs a different construction after "Get"
 * (Arabic «الحصول على», German's verb at the end).
 */
export default function NavbarDownload(): ReactNode {
  return (
    <a className={styles.button} href={app.appStoreUrl}>
      <span className={styles.wide}>
        <span className={styles.pill} aria-hidden="true">
          {translate({
            id: 'navbar.download',
            message: 'Download',
            description: 'Navbar App Store button, wide screens',
          })}
        </span>
        <span className={styles.visuallyHidden}>
          {translate(
            {
              id: 'navbar.download.name',
              message: 'Download {appName} on the App Store',
              description:
                'What a screen reader says for the navbar App Store button on wide screens: a whole sentence that contains the button word (navbar.download)',
            },
            {appName: app.name},
          )}
        </span>
      </span>
      <span className={styles.compact}>
        <span className={styles.pill} aria-hidden="true">
          {translate({id: 'navbar.download.compact', message: 'Get', description: 'Navbar App Store button, phones'})}
        </span>
        <span className={styles.visuallyHidden}>
          {translate(
            {
              id: 'navbar.download.compact.name',
              message: 'Get {appName} on the App Store',
              description:
                'What a screen reader says for the navbar App Store button on phones: a whole sentence that contains the button word (navbar.download.compact)',
            },
            {appName: app.name},
          )}
        </span>
      </span>
    </a>
  );
}
