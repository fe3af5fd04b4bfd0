import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {markedRuns} from '@site/src/data/markedText';
import {phrased} from '@site/src/i18n/phraseBreak';
import {pronunciationParts} from '@site/src/data/markedText';
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

/** The iPhone's status bar over the app. */
export function AppStatusBar(): ReactNode {
  return (
    <div className={styles.status} aria-hidden="true">
      <span>9:41</span>
      {/* The screenshots' three icons, placed as their source sets them (screenshots/source/_chrome.js): signal,
          wifi and battery, 6 points apart, centred on one line. */}
      <svg viewBox="0 0 75 13">
        <rect x="0" y="8.5" width="3.2" height="4" rx="1" />
        <rect x="5" y="6" width="3.2" height="6.5" rx="1" />
        <rect x="10" y="3.5" width="3.2" height="9" rx="1" />
        <rect x="15" y="0.5" width="3.2" height="12" rx="1" />
        <path d="M33.5 2.8c2.4 0 4.6.9 6.2 2.5l1.2-1.2a10.4 10.4 0 0 0-7.4-3 10.4 10.4 0 0 0-7.4 3l1.2 1.2a8.7 8.7 0 0 1 6.2-2.5zm0 3.4c1.5 0 2.9.6 3.9 1.6l1.2-1.2a7.2 7.2 0 0 0-10.2 0l1.2 1.2c1-1 2.4-1.6 3.9-1.6zm0 3.4c.6 0 1.2.2 1.6.6l-1.6 1.6-1.6-1.6c.4-.4 1-.6 1.6-.6z" />
        <rect x="48.5" y="0.5" width="23" height="12" rx="3.8" fill="none" stroke="currentColor" opacity=".4" />
        <rect x="50" y="2" width="20" height="9" rx="2.5" />
        <path d="M73 4.5v4c.8-.3 1.3-1.1 1.3-2s-.5-1.7-1.3-2z" opacity=".4" />
      </svg>
    </div>
  );
}

/** The app's navigation bar: a back button named after the screen it returns to. */
export function AppBackBar({label}: {label: string}): ReactNode {
  return (
    <div className={styles.nav} aria-hidden="true">
      <span className={styles.back}>
        <svg viewBox="0 0 12 21">
          <path d="M10 2 2 10.5l8 8.5" />
        </svg>
        {label}
      </span>
    </div>
  );
}

/** A text of the mocks' little markup as React, learned words as left-to-right runs of their language. */
export function Marked({text, learned}: {text: string; learned: string}): ReactNode {
  return markedRuns(text).map((run, i) => {
    switch (run.mark) {
      case 'hook':
        return (
          <mark key={i} className={styles.hook}>
            {phrased(run.text)}
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
        return <React.Fragment key={i}>{phrased(run.text)}</React.Fragment>;
    }
  });
}

/**
 * A word's memory aid as the app labels it ("Memory aid", "AI"): in the scenes where a word arrives or is missed.
 * While `writing`, the app is still writing it: lines stand where its words will be, in the same room.
 */
export function AidNote({
  words,
  aid,
  learned,
  className,
  writing = false,
}: {
  words: Pick<WordCardWords, 'aidLabel' | 'ai'>;
  aid: string;
  learned: string;
  className?: string;
  writing?: boolean;
}): ReactNode {
  return (
    <div className={clsx(styles.note, writing && styles.writing, className)}>
      <p className={styles.label}>
        {words.aidLabel} <span className={styles.ai}>{words.ai}</span>
      </p>
      <div className={styles.noteBody}>
        <p className={styles.noteText}>
          <Marked text={aid} learned={learned} />
        </p>
        <span className={styles.lines} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </div>
    </div>
  );
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
        <p className={styles.exampleTranslation}>{phrased(words.exampleTranslation)}</p>
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
