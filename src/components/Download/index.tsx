import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {app} from '@site/src/data/app';
import DownloadActions from '@site/src/components/DownloadActions';
import styles from './styles.module.css';

/** The closing call: the icon a visitor will look for on the home screen, the promise again, the way to get it. */
export default function Download(): ReactNode {
  return (
    <section className={styles.download} aria-labelledby="download">
      <img className={styles.icon} src={useBaseUrl('img/logo.svg')} width={88} height={88} alt="" loading="lazy" />
      <h2 id="download" className={styles.title}>
        {translate({
          id: 'home.download.title',
          message: 'Every word you meet, kept for good',
          description: 'Heading of the closing section: the benefit, restated',
        })}
      </h2>
      <p className={styles.text}>
        {translate(
          {
            id: 'home.download.text',
            message: 'Get {appName} on your iPhone: save a word, get a memory aid, practise it in minutes a day.',
          },
          {appName: app.name},
        )}
      </p>
      <DownloadActions />
    </section>
  );
}
