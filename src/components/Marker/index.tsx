import React, {type ReactNode} from 'react';
import {phrased} from '@site/src/i18n/phraseBreak';
import styles from './styles.module.css';

/**
 * The site's one motif (brand/concept.md): a highlighter stroke under the word
 * that carries the meaning. Use it once per view.
 */
export default function Marker({children}: {children: ReactNode}): ReactNode {
  return <mark className={styles.marker}>{children}</mark>;
}

/** A sentence ends at . ! ? followed by a space, or at a Japanese full stop. */
const SENTENCE_END = /(?<=[.!?])\s+|(?<=[。！？])/;

/**
 * A heading's message with one `{placeholder}` under the marker: each sentence
 * kept whole on its lines where it fits (it breaks between sentences first),
 * a dash never starting a line, and the punctuation after the marked word kept
 * on its line.
 */
export function MarkedHeading({message, marked}: {message: string; marked: string}): ReactNode {
  const sentences = message.split(SENTENCE_END).filter(Boolean);
  return sentences.map((sentence, i) => {
    // A no-break space before a dash: it ends a line, it never starts one.
    const text = sentence.replace(/ ([–—])/g, '\u00a0$1');
    const at = /\{\w+\}(\S*)/.exec(text);
    // Between sentences, a space that stays a character at the end of its line (a plain one would collapse there).
    const gap = i < sentences.length - 1 && !/[。！？]$/.test(sentence) ? '\u00a0' : '';
    return (
      <span key={i} className={styles.sentence}>
        {at ? (
          <>
            {phrased(text.slice(0, at.index))}
            <span className={styles.keep}>
              <Marker>{marked}</Marker>
              {at[1]}
            </span>
            {phrased(text.slice(at.index + at[0].length))}
          </>
        ) : (
          phrased(text)
        )}
        {gap}
      </span>
    );
  });
}
