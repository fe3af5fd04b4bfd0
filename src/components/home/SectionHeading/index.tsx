import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {phrased} from '@site/src/i18n/phraseBreak';
import styles from './styles.module.css';

interface Props {
  readonly kicker: string;
  readonly title: ReactNode;
  readonly text?: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  readonly id: string;
  readonly align?: 'start' | 'center';
  readonly className?: string;
}

/** The words that open a section of the landing page: a kicker, a heading that sells, one short paragraph. */
export default function SectionHeading({kicker, title, text, id, align = 'start', className}: Props): ReactNode {
  return (
    <div className={clsx(styles.heading, align === 'center' && styles.center, className)}>
      <p className={styles.kicker}>{phrased(kicker)}</p>
      <h2 id={id} className={styles.title}>
        {phrased(title)}
      </h2>
      {text && <p className={styles.text}>{phrased(text)}</p>}
    </div>
  );
}
