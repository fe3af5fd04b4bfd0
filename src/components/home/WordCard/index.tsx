import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {markedRuns} from '@site/src/data/markedText';
import {pronunciationParts} from '@site/src/data/memoryMoment';
import styles from './styles.module.css';

/** The app's colours and its point: put on the element that stands for the app's screen (or a part of it). */
export const appClassName = styles.app;

export interface WordCardWords {
  /** The learned word, as the card's title. */
  readonly word: string;
  /** Its pronunciation and part of speech, e.g. `/ma·ɾi·ˈpo·sa/ · noun, feminine`. */
  readonly ipa: string;
  readonly translation: string;
  readonly exampleLabel: string;
  /** An example sentence in the learned language, the word in `<em>`. */
  readonly example: string;
  readonly exampleTranslation: string;
  readonly aidLabel: string;
  /** The "AI" badge beside the memory aid's label. */
  readonly ai: string;
  /** The memory aid: its hook in `<b>` or `<mark>`, learned words in `<i>`. */
  readonly aid: string;
}

interface Props {
  readonly words: WordCardWords;
  /** The language being learned: the word, its sound and its example are runs of that language. */
  readonly learned: string;
  /** Hooks for a caller that animates the card's parts in turn. */
  readonly classNames?: {readonly head?: string; readonly example?: string; readonly aid?: string};
  /** Drawn inside the memory aid's block, behind its text (the centrepiece's "writing" lines). */
  readonly aidBackdrop?: ReactNode;
}

/** A text of the mocks' little markup as React, learned words as left-to-right runs of their language. */
function Marked({text, learned}: {text: string; learned: string}): ReactNode {
  return markedRuns(text).map((run, i) => {
    switch (run.mark) {
      case 'hook':
        return (
          <mark key={i} className={styles.hook}>
            {run.text}
          </mark>
        );
      case 'word':
        return <em key={i}>{run.text}</em>;
      case 'learned':
      case 'found':
        return (
          <i key={i} lang={learned} dir="ltr">
            {run.text}
          </i>
        );
      default:
        return run.text;
    }
  });
}

/** The sound (`/ˈθu·mo/`) as a left-to-right run of the learned language, the rest (` · noun`) in the reader's. */
function Pronunciation({line, learned}: {line: string; learned: string}): ReactNode {
  const {sound, rest} = pronunciationParts(line);
  return (
    <p className={styles.ipa}>
      <span lang={learned} dir="ltr">
        {sound}
      </span>
      {rest}
    </p>
  );
}

/**
 * The app's word card: the word, how it sounds, what it means, an example and
 * its AI memory aid. The one drawing of it on the site: the hero shows it
 * still and large, the centrepiece builds it inside a phone. Sized in the
 * app's points (`--pt`), which the element around it sets.
 */
export default function WordCard({words, learned, classNames, aidBackdrop}: Props): ReactNode {
  return (
    <div className={styles.card}>
      <div className={clsx(styles.block, styles.head, classNames?.head)}>
        <div className={styles.title}>
          <p className={styles.word}>
            <span lang={learned} dir="ltr">
              {words.word}
            </span>
          </p>
          <Pronunciation line={words.ipa} learned={learned} />
          <p className={styles.translation}>{words.translation}</p>
        </div>
        <span className={styles.speak}>
          <svg viewBox="0 0 22 22">
            <path d="M3 8.5h3.5L11 4.5v13l-4.5-4H3z" />
            <path d="M14.5 7.5a5 5 0 0 1 0 7M17 5a8.5 8.5 0 0 1 0 12" />
          </svg>
        </span>
      </div>
      <div className={clsx(styles.block, classNames?.example)}>
        <p className={styles.label}>{words.exampleLabel}</p>
        <p className={styles.example}>
          {/* A left-to-right run in Arabic, so its full stop stays at its end. */}
          <span lang={learned} dir="ltr">
            <Marked text={words.example} learned={learned} />
          </span>
        </p>
        <p className={styles.exampleTranslation}>{words.exampleTranslation}</p>
      </div>
      <div className={clsx(styles.block, styles.aidBlock, classNames?.aid)}>
        <p className={styles.label}>
          {words.aidLabel} <span className={styles.ai}>{words.ai}</span>
        </p>
        {aidBackdrop}
        <p className={styles.aid}>
          <Marked text={words.aid} learned={learned} />
        </p>
      </div>
    </div>
  );
}
