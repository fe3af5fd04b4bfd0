import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import {appClassName} from '@site/src/components/home/WordCard';
import FeatureScene from './index';
import styles from './styles.module.css';

const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

function useLearned(): string {
  return learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
}

const matches = (word: string, typed: string) => plain(word).toLowerCase().includes(typed.toLowerCase());

/** A word with the first `typed` letters of the query marked where the list would mark them. */
function Matched({word, query, typed}: {word: string; query: string; typed: number}): ReactNode {
  const text = plain(word);
  const at = typed > 0 ? text.toLowerCase().indexOf(query.slice(0, typed).toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + typed)}</mark>
      {text.slice(at + typed)}
    </>
  );
}

/**
 * The search narrowing as the query is typed, a letter a state: words that no longer match fade out and those that do
 * move up in their place, the match marked, and the count appears with the last letter.
 */
export function SearchScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {vocabulary, capture} = useSiteData().mockWords;
  const {query} = vocabulary;
  // The list before the search: the words that match, between others from the same list that will not.
  const rows = vocabulary.rows.slice(0, 3).flatMap((row, i) => {
    const other = capture.found[i];
    return other && i === 0 ? [row, other] : [row];
  });
  return (
    <FeatureScene steps={query.length + 1} className={className}>
      {(typed) => (
        <div className={clsx(appClassName, styles.card, styles.search)}>
          <div className={styles.field}>
            <svg viewBox="0 0 24 24">
              <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />
            </svg>
            <span className={styles.query} lang={learned} dir="ltr">
              {query.slice(0, typed)}
            </span>
          </div>
          <p className={clsx(styles.count, typed === query.length && styles.shown)}>{phrased(vocabulary.results)}</p>
          <ul className={styles.rows}>
            {rows.map((row, i) => {
              const matching = rows.filter((r) => matches(r.word, query.slice(0, typed)));
              const place = matching.indexOf(row);
              return (
                <li
                  key={row.word}
                  className={clsx(styles.row, place < 0 && styles.faded)}
                  style={{'--shift': place < 0 ? 0 : place - i} as React.CSSProperties}>
                  <span className={styles.word} lang={learned} dir="ltr">
                    <Matched word={row.word} query={query} typed={typed} />
                  </span>
                  <span className={styles.meaning}>{phrased(plain(row.translation))}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </FeatureScene>
  );
}

/**
 * A word said aloud and caught: the microphone, then the app listening, then the word it heard with its meaning, then
 * the word added to the learner's list.
 */
export function VoiceScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {capture, myWords} = useSiteData().mockWords;
  const heard = capture.found[0]!;
  return (
    <FeatureScene steps={4} className={className}>
      {(step) => (
        <div className={clsx(appClassName, styles.card, styles.voice)}>
          <span className={clsx(styles.mic, step >= 1 && step < 3 && styles.listening)}>
            <svg viewBox="0 0 24 24">
              <path d="M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5" />
            </svg>
          </span>
          <div className={styles.voiceText}>
            <p className={clsx(styles.layer, step === 1 && styles.shown)}>
              <span className={styles.wave}>
                {[0, 1, 2, 3, 4, 5, 6].map((bar) => (
                  <i key={bar} style={{'--i': bar} as React.CSSProperties} />
                ))}
              </span>
              {phrased(
                translate({
                  id: 'home.scene.voice.listening',
                  message: 'Listening…',
                  description: 'In the app drawn on the landing page: the app hears the learner say a word',
                }),
              )}
            </p>
            <p className={clsx(styles.layer, step >= 2 && styles.shown)}>
              <b lang={learned} dir="ltr">
                {heard.word}
              </b>
              <span className={styles.meaning}>{phrased(heard.translation)}</span>
            </p>
          </div>
          <span className={clsx(styles.destination, step >= 3 && styles.shown)}>
            <svg viewBox="0 0 16 16">
              <path d="M3.5 8.5l3 3 6-7" />
            </svg>
            {phrased(myWords)}
          </span>
        </div>
      )}
    </FeatureScene>
  );
}

/**
 * A word set opened and added: its button turns from "Add" to "Added", its words come in one after another, and they
 * join the learner's own list.
 */
export function SetsScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {sets, capture, myWords} = useSiteData().mockWords;
  // The food set, and the words of the café's menu: words of that set in every language's mocks.
  const set = sets.sets[1]!;
  return (
    <FeatureScene steps={3} className={className}>
      {(step) => (
        <div className={clsx(appClassName, styles.card, styles.sets)}>
          <div className={clsx(styles.set, step >= 1 && styles.added)}>
            <svg className={styles.setIcon} viewBox="0 0 40 40">
              <path d="M12 15h13v7a6.5 6.5 0 0 1-13 0zM25 17h2.5a3 3 0 0 1 0 6H25M11 31h15" />
            </svg>
            <span className={styles.setText}>
              <b>{phrased(plain(set.name))}</b>
              <span className={styles.meaning}>{phrased(plain(set.info))}</span>
              <span className={styles.progress} />
            </span>
            <span className={styles.setButton}>
              <span className={styles.add}>{phrased(sets.add)}</span>
              <span className={styles.addedLabel}>{phrased(sets.added)}</span>
            </span>
          </div>
          <ul className={styles.chips}>
            {capture.found.map((word, i) => (
              <li
                key={word.word}
                className={clsx(styles.chip, styles.arriving, step >= 1 && styles.shown, step >= 2 && styles.added)}
                style={{'--i': i} as React.CSSProperties}>
                <span lang={learned} dir="ltr">
                  {word.word}
                </span>
                <span className={styles.meaning}>{phrased(word.translation)}</span>
                <svg viewBox="0 0 16 16" className={styles.check}>
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              </li>
            ))}
          </ul>
          <span className={clsx(styles.destination, step >= 2 && styles.shown)}>
            <svg viewBox="0 0 16 16">
              <path d="M3.5 8.5l3 3 6-7" />
            </svg>
            {phrased(myWords)} <b dir="ltr">+{capture.found.length}</b>
          </span>
        </div>
      )}
    </FeatureScene>
  );
}
