import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The site's one motif (brand/concept.md): a highlighter stroke under the word
 * that carries the meaning. Use it once per view.
 */
export default function Marker({children}: {children: ReactNode}): ReactNode {
  return <mark className={styles.marker}>{children}</mark>;
}

