import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import AppFacts from '@site/src/components/AppFacts';
import ContactButton from '@site/src/components/ContactButton';
import DocumentContents from '@site/src/components/DocumentContents';
import {DOCUMENT_PART_ATTRIBUTE, type DocumentPartName} from '@site/src/data/documents';
import styles from './styles.module.css';

type DivProps = ComponentProps<'div'> & {readonly [DOCUMENT_PART_ATTRIBUTE]?: DocumentPartName};

/** The parts the remark plugins mark in a document (`plugins/markdown/remarkDocumentParts.ts`); any other div as it is. */
function DocumentDiv({[DOCUMENT_PART_ATTRIBUTE]: part, children, ...rest}: DivProps): ReactNode {
  switch (part) {
    case 'appFacts':
      return <AppFacts className={styles.appFacts} />;
    case 'contactButton':
      return <ContactButton />;
    case 'contents':
      return <DocumentContents>{children}</DocumentContents>;
    default:
      return <div {...rest}>{children}</div>;
  }
}

/** Wrapped, not ejected: the theme's components plus the documents' own parts. */
export default {...MDXComponents, div: DocumentDiv};
