import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AidedWord} from '@site/src/data/siteData';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import type {StoryPhoneProps} from '@site/src/components/StoryPhone';
import {AidNote, AppStatusBar} from '@site/src/components/home/WordCard';
import FeatureScene from './index';
import styles from './styles.module.css';

const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

function useLearned(): string {
  return learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
}

/** A text with the typed part of the query marked where the list marks it. */
function Matched({text, typed}: {text: string; typed: string}): ReactNode {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/** How well the learner knows each of the screenshot's rows, as its source draws them (vocabulary.html); the café's
 * words, just caught, are new. */
const STRENGTHS = [4, 3, 2, 3, 1, 1];

/** Four bars, as many lit as the word is known. */
function Strength({level}: {level: number}): ReactNode {
  return (
    <span className={styles.strength}>
      {[0, 1, 2, 3].map((bar) => (
        <i key={bar} className={clsx(bar < level && styles.on)} />
      ))}
    </span>
  );
}

/**
 * My words, searched as the screenshot is: the list of the learner's words, then the query typed a letter a state on
 * the keyboard, the rows it no longer matches leaving and the others closing up; then the screenshot, its search done.
 */
export function SearchScene({screenshot, className}: StoryPhoneProps): ReactNode {
  const learned = useLearned();
  const {vocabulary, capture, keyboard} = useSiteData().mockWords;
  const {query} = vocabulary;
  // The list before the search: the words it finds among others the learner keeps (the café's); what it finds fills
  // the screen as in the screenshot.
  const list = vocabulary.rows.flatMap((row, i) => {
    const other = i % 2 === 0 ? capture.found[i / 2] : undefined;
    const rows = [{word: plain(row.word), meaning: plain(row.translation), tag: row.tag, level: STRENGTHS[i] ?? 1}];
    return other ? [{word: other.word, meaning: other.translation, tag: '', level: 1}, ...rows] : rows;
  });
  return (
    // A letter takes less time than the other scenes' states: the query is typed, not spelled out.
    <FeatureScene screenshot={screenshot} className={className} kind="screen" steps={query.length + 1} stepMs={650}>
      {(step) => {
        const typed = query.slice(0, step);
        const found = list.filter((row) => row.word.toLowerCase().includes(typed.toLowerCase()));
        return (
          <>
            <AppStatusBar />
            <div className={styles.bar}>
              <span>{phrased(vocabulary.sort)}</span>
              <svg viewBox="0 0 24 24">
                <path d="M12 4v16M4 12h16" />
              </svg>
            </div>
            <p className={styles.title}>{phrased(vocabulary.title)}</p>
            <p className={styles.subtitle}>{phrased(vocabulary.subtitle)}</p>
            <div className={styles.field}>
              <svg viewBox="0 0 24 24">
                <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />
              </svg>
              <span className={styles.query} lang={learned} dir="ltr">
                {typed}
              </span>
            </div>
            <p className={clsx(styles.results, step === query.length && styles.shown)}>{phrased(vocabulary.results)}</p>
            <ul className={styles.list}>
              {list.map((row, i) => {
                const at = found.indexOf(row);
                return (
                  <li
                    key={row.word}
                    className={clsx(styles.row, at < 0 && styles.left)}
                    data-shift={at < 0 ? 0 : i - at}>
                    <span className={styles.main}>
                      <span className={styles.word}>
                        <span lang={learned} dir="ltr">
                          <Matched text={row.word} typed={typed} />
                        </span>
                        {row.tag && <span className={styles.tag}>{phrased(row.tag)}</span>}
                      </span>
                      <span className={styles.meaning}>{phrased(row.meaning)}</span>
                    </span>
                    <Strength level={row.level} />
                  </li>
                );
              })}
            </ul>
            <div className={styles.keyboard} dir="ltr">
              {keyboard.rows.map((keys) => (
                <div key={keys} className={styles.keys}>
                  {[...keys].map((key) => (
                    <span key={key} className={clsx(styles.key, step > 0 && key === query[step - 1] && styles.pressed)}>
                      {key}
                    </span>
                  ))}
                </div>
              ))}
              <div className={clsx(styles.keys, styles.lowest)}>
                <span className={clsx(styles.key, styles.spare)}>{keyboard.numbers}</span>
                <span className={clsx(styles.key, styles.space)}>{keyboard.space}</span>
                <span className={clsx(styles.key, styles.go)}>{keyboard.search}</span>
              </div>
            </div>
          </>
        );
      }}
    </FeatureScene>
  );
}

/** The café's words the scenes tell aids of: none is the one "How a word sticks" tells, nor the first (ticked). */
function otherFoundWords(): readonly AidedWord[] {
  const {capture, memoryAid} = useSiteData().mockWords;
  const others = capture.found.filter((word, i) => i > 0 && word.aid !== memoryAid);
  return others.length > 0 ? others : capture.found;
}

/**
 * A word tapped on the photo of the Add words screen, on a sheet that rises over it: the word as the photo marks it,
 * then its meaning, then its memory aid, then the word kept in My words.
 */
export function PhotoScene({screenshot, className}: StoryPhoneProps): ReactNode {
  const learned = useLearned();
  const {foundLabel, myWords, wordCard} = useSiteData().mockWords;
  const others = otherFoundWords();
  const tapped = others[others.length - 1]!;
  return (
    <FeatureScene screenshot={screenshot} className={className} kind="sheet" steps={4}>
      {(step) => (
        <div className={clsx(styles.panel, styles.caught)}>
          <span className={clsx(styles.badge, step < 1 && styles.tapping)}>
            <svg viewBox="0 0 24 24">
              <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
            </svg>
          </span>
          <div className={styles.caughtText}>
            <p className={clsx(styles.state, step === 0 && styles.shown)}>
              <span className={styles.meaning}>{phrased(foundLabel)}</span>
              <mark className={styles.onPhoto} lang={learned} dir="ltr">
                {tapped.word}
              </mark>
            </p>
            <p className={clsx(styles.state, step >= 1 && styles.shown)}>
              <b lang={learned} dir="ltr">
                {tapped.word}
              </b>
              <span className={styles.meaning}>{phrased(tapped.translation)}</span>
            </p>
          </div>
          <AidNote words={wordCard} aid={tapped.aid} learned={learned} writing={step < 2} className={styles.aid} />
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
 * A word set opened on a sheet over the Word sets screen; added, its words are ticked one after another and join the
 * learner's own list, each with its memory aid: one of them shows its own (not the one "How a word sticks" tells, nor
 * the photo scene's).
 */
export function SetsScene({screenshot, className}: StoryPhoneProps): ReactNode {
  const learned = useLearned();
  const {sets, capture, myWords, wordCard} = useSiteData().mockWords;
  // The food set, and the words of the café's menu: words of that set in every language's mocks.
  const set = sets.sets[1]!;
  const shown = otherFoundWords()[0]!;
  return (
    <FeatureScene screenshot={screenshot} className={className} kind="sheet" steps={4}>
      {(step) => (
        <div className={clsx(styles.panel, styles.sets)}>
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
          <AidNote words={wordCard} aid={shown.aid} learned={learned} writing={step < 3} className={styles.aid} />
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

/**
 * The Games screen scrolled as a thumb scrolls it: its screenshot itself slides up under the status bar, past the games
 * the stage's edge hides, to the last of them; the tab bar stays below the cut.
 */
export function GamesScene({screenshot, className}: StoryPhoneProps): ReactNode {
  return (
    <FeatureScene
      screenshot={screenshot}
      className={clsx(className, styles.scrolling)}
      kind="pinned"
      steps={3}
      stepMs={1600}>
      {() => <AppStatusBar />}
    </FeatureScene>
  );
}
