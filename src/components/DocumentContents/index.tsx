import React, {type ReactNode, useId} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** The list of links to the document's sections, made by `remarkDocumentParts`. */
  readonly children: ReactNode;
}

/**
 * The contents list of a long document (`plugins/markdown/remarkDocumentParts.ts`),
 * static HTML like the rest of the document, so that it also works on the
 * app's pages, which ship no JavaScript.
 */
export default function DocumentContents({children}: Props): ReactNode {
  const titleId = useId();
  return (
    <nav className={styles.contents} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {translate({
          id: 'document.contents.title',
          message: 'Contents',
          description: 'Title of the list of sections at the top of a long document (privacy policy, terms)',
        })}
      </h2>
      {children}
    </nav>
  );
}
