import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
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
    </header>
  );
}
