import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import {AidNote, appClassName} from '@site/src/components/home/WordCard';
import FeatureScene from './index';
import styles from './styles.module.css';

const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

function useLearned(): string {
  return learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
}

const matches = (word: string, typed: string) => plain(word).toLowerCase().includes(typed.toLowerCase());

/** A text with the first `typed` letters of the query marked where the list would mark them. */
function Matched({text, query, typed}: {text: string; query: string; typed: number}): ReactNode {
  const at = typed > 0 ? text.toLowerCase().indexOf(query.slice(0, typed).toLowerCase()) : -1;
  if (at < 0) return phrased(text);
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + typed)}</mark>
      {text.slice(at + typed)}
    </>
  );
}

/**
 * The search by meaning, narrowing as the query is typed, a letter a state (the screenshot searches by the word):
 * rows that no longer match grey out, the match marked in the meaning of those that do; last, the word found opens
 * its memory aid where the other rows were.
 */
export function SearchScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {vocabulary, wordCard} = useSiteData().mockWords;
  const rows = vocabulary.rows
    .slice(0, 3)
    .map(({word, translation}) => ({word: plain(word), meaning: plain(translation)}));
  const query = rows[0]!.meaning;
  const matching = (typed: number) => rows.filter((row) => matches(row.meaning, query.slice(0, typed)));
  const row = (item: (typeof rows)[number], typed: number) => (
    <li key={item.word} className={clsx(styles.row, !matching(typed).includes(item) && styles.faded)}>
      <span className={styles.word} lang={learned} dir="ltr">
        {item.word}
      </span>
      <span className={styles.meaning}>
        <Matched text={item.meaning} query={query} typed={typed} />
      </span>
    </li>
  );
  return (
    // A letter takes less time than the other scenes' states: the query is typed, not spelled out.
    <FeatureScene steps={query.length + 2} stepMs={550} className={className}>
      {(step) => {
        const typed = Math.min(step, query.length);
        const opened = step > query.length;
        return (
          <div className={clsx(appClassName, styles.card, styles.search)}>
            <div className={styles.field}>
              <svg viewBox="0 0 24 24">
                <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />
              </svg>
              <span className={styles.query}>{query.slice(0, typed)}</span>
            </div>
            <div className={styles.rows}>
              <ul>{row(rows[0]!, typed)}</ul>
              {/* The other rows and the found word's aid share one cell, so the card keeps its size. */}
              <div className={styles.rest}>
                <ul className={clsx(opened && styles.gone)}>{rows.slice(1).map((item) => row(item, typed))}</ul>
                <AidNote
                  words={wordCard}
                  aid={vocabulary.aid}
                  learned={learned}
                  className={clsx(styles.arriving, styles.searchAid, opened && styles.shown)}
                />
              </div>
            </div>
          </div>
        );
      }}
    </FeatureScene>
  );
}

/**
 * A word said aloud and caught: the app listening, then the word it heard with its meaning, then its memory aid, then
 * the word kept.
 */
export function VoiceScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {capture, myWords, wordCard} = useSiteData().mockWords;
  const heard = capture.found[0]!;
  return (
    <FeatureScene steps={4} className={className}>
      {(step) => (
        <div className={clsx(appClassName, styles.card, styles.voice)}>
          <span className={clsx(styles.mic, step < 2 && styles.listening)}>
            <svg viewBox="0 0 24 24">
              <path d="M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5" />
            </svg>
          </span>
          <div className={styles.voiceText}>
            <p className={clsx(styles.layer, step === 0 && styles.shown)}>
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
            <p className={clsx(styles.layer, step >= 1 && styles.shown)}>
              <b lang={learned} dir="ltr">
                {heard.word}
              </b>
              <span className={styles.meaning}>{phrased(heard.translation)}</span>
            </p>
          </div>
          <AidNote words={wordCard} aid={heard.aid} learned={learned} writing={step < 2} className={styles.voiceAid} />
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
 * A word set and its words; added, its words are ticked one after another and join the learner's own list, each
 * with its memory aid: one of them shows its own (not the one "How a word sticks" tells, nor the voice scene's).
 */
export function SetsScene({className}: {className?: string}): ReactNode {
  const learned = useLearned();
  const {sets, capture, myWords, memoryAid, wordCard} = useSiteData().mockWords;
  // The food set, and the words of the café's menu: words of that set in every language's mocks.
  const set = sets.sets[1]!;
  const shown = capture.found.find((word, i) => i > 0 && word.aid !== memoryAid) ?? capture.found[0]!;
  return (
    <FeatureScene steps={4} className={className}>
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
                className={clsx(styles.chip, step >= 1 && styles.added)}
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
          <AidNote words={wordCard} aid={shown.aid} learned={learned} writing={step < 3} className={styles.setAid} />
        </div>
      )}
    </FeatureScene>
  );
}
