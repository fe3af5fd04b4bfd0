import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The chapter's number in the story (meet, make memorable, play, keep). */
  readonly step?: number;
  readonly kicker: string;
  readonly title: ReactNode;
  readonly text?: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  readonly id: string;
  /** `h2` for a chapter, `h3` inside one. */
  readonly level?: 2 | 3;
  readonly align?: 'start' | 'center';
  readonly className?: string;
}

/** The words that open a chapter of the story: its number, a kicker, a heading that sells, one short paragraph. */
export default function ChapterHeading({
  step,
  kicker,
  title,
  text,
  id,
  level = 2,
  align = 'start',
  className,
}: Props): ReactNode {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx(styles.heading, align === 'center' && styles.center, className)}>
      <p className={styles.kicker}>
        {step !== undefined && (
          <span className={styles.step} aria-hidden="true">
            {step}
          </span>
        )}
        {kicker}
      </p>
      <Heading id={id} className={clsx(styles.title, level === 3 && styles.small)}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
