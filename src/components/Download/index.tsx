import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import styles from './styles.module.css';

export default function Download(): ReactNode {
  return (
    <section className={styles.download} aria-labelledby="download">
      <h2 id="download" className={styles.title}>
        {translate({id: 'home.download.title', message: 'Start your vocabulary with {appName}'}, {appName: app.name})}
      </h2>
      <p className={styles.text}>
        {translate({
          id: 'home.download.text',
          message: 'Free to download for iPhone. Your words are waiting.',
        })}
      </p>
      <AppStoreBadge />
    </section>
  );
}
