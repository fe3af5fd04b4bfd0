import React, {type ReactNode} from 'react';
import DocItemContent from '@theme/DocItem/Content';
import type {Props} from '@theme/DocItem/Layout';
import {DocTranslationNotice} from '@site/src/components/TranslationNotice';
import styles from './styles.module.css';

/**
 * A document is the title and its text. The documents are short and their
 * headings plain: no "On this page" list, breadcrumbs, version banners, tags or
 * previous/next links, which the theme's layout would ship and hydrate (hidden by
 * CSS, the list flashed in during hydration).
 */
export default function DocItemLayout({children}: Props): ReactNode {
  return (
    <article className={styles.article}>
      <DocTranslationNotice />
      <DocItemContent>{children}</DocItemContent>
    </article>
  );
}
