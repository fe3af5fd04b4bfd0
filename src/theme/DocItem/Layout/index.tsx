import React, {type ReactNode} from 'react';
import DocItemContent from '@theme/DocItem/Content';
import type {Props} from '@theme/DocItem/Layout';

/**
 * A document is the title and its text. The theme's layout adds a table of
 * contents, breadcrumbs, version banners, tags and previous/next links, none of
 * which these pages have (`src/markdown/frontMatter.ts` turns the table of
 * contents off), and would still ship and hydrate them.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  return (
    <article>
      <DocItemContent>{children}</DocItemContent>
    </article>
  );
}
