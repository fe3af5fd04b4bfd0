import React, {type ReactNode} from 'react';
import type {Props} from '@theme/DocRoot/Layout';
import styles from './styles.module.css';

/**
 * The documents are standalone pages with no sidebar (see `sidebars.ts`), so
 * their frame is one column. The theme's own layout would ship and hydrate the
 * sidebar, its collapse button and a back-to-top button on every document.
 */
export default function DocRootLayout({children}: Props): ReactNode {
  return (
    <main className={styles.docMain}>
      <div className="container padding-top--md padding-bottom--lg">{children}</div>
    </main>
  );
}
