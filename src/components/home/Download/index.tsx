import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {app} from '@site/src/data/app';
import {phrased} from '@site/src/i18n/phraseBreak';
import AppFacts from '@site/src/components/AppFacts';
import DownloadActions from '@site/src/components/DownloadActions';
import {MarkedHeading} from '@site/src/components/Marker';
import Trust, {MemoryAidNote} from '@site/src/components/home/Trust';
import styles from './styles.module.css';

/**
 * The closing call: the icon a visitor will look for on the home screen, the promise again, the way to get it, and what
 * a visitor checks before: the facts, who writes the memory aids and where the words go, who makes the app.
 */
export default function Download(): ReactNode {
  return (
    <section className={styles.download} aria-labelledby="download">
      <img className={styles.icon} src={useBaseUrl('img/logo.svg')} width={88} height={88} alt="" loading="lazy" />
      <h2 id="download" className={styles.title}>
        <MarkedHeading
          message={translate({
            id: 'home.download.title',
            message: 'Every word you meet, {kept} for good',
            description: 'Heading of the closing section: the benefit, restated. {kept} is the highlighted word.',
          })}
          marked={translate({
            id: 'home.download.title.kept',
            message: 'kept',
            description: 'The highlighted word of the closing heading',
          })}
        />
      </h2>
      <p className={styles.text}>
        {phrased(
          translate(
            {
              id: 'home.download.text',
              message: 'Get {appName} for your iPhone. Meet a word, picture it, play it, keep it.',
            },
            {appName: app.name},
          ),
        )}
      </p>
      <DownloadActions on="page" />
      <AppFacts className={styles.facts} />
      {/* Before tapping: who writes the aids, and whether a word leaves the iPhone for one (the owner's facts). */}
      <MemoryAidNote className={styles.aids} />
      <Trust className={styles.trust} />
    </section>
  );
}
