import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {memoryMoment as m, pronunciationParts} from '@site/src/data/memoryMoment';
import ChapterHeading from '@site/src/components/ChapterHeading';
import DeviceFrame from '@site/src/components/DeviceFrame';
import {markedRuns} from '@site/src/data/markedText';
import {MOCK_WORDS_PLUGIN, type MockWordsData} from '@site/src/data/mockWords';
import styles from './styles.module.css';

/**
 * `still` is what the server renders, what JavaScript off and reduced motion
 * keep, and what stands before the section comes near: the finished card.
 */
type Motion = 'still' | 'playing' | 'paused';

/** Starts a little before the section scrolls in, so the first frame seen is the first frame. */
const NEAR = '300px 0px';

function StatusBar(): ReactNode {
  return (
    <div className={styles.status} aria-hidden="true">
      <span>9:41</span>
      <svg viewBox="0 0 66 13">
        <rect x="0" y="8.5" width="3.2" height="4" rx="1" />
        <rect x="5" y="6" width="3.2" height="6.5" rx="1" />
        <rect x="10" y="3.5" width="3.2" height="9" rx="1" />
        <rect x="15" y="1" width="3.2" height="11.5" rx="1" />
        <path d="M30.5 3.3c2.4 0 4.6.9 6.2 2.5l1.2-1.2a10.4 10.4 0 0 0-14.8 0l1.2 1.2a8.7 8.7 0 0 1 6.2-2.5zm0 3.4c1.5 0 2.9.6 3.9 1.6l1.2-1.2a7.2 7.2 0 0 0-10.2 0l1.2 1.2c1-1 2.4-1.6 3.9-1.6zm0 3.4c.6 0 1.2.2 1.6.6l-1.6 1.6-1.6-1.6c.4-.4 1-.6 1.6-.6z" />
        <rect x="41.5" y="0.5" width="22" height="12" rx="3.8" fill="none" stroke="currentColor" opacity=".4" />
        <rect x="43" y="2" width="19" height="9" rx="2.5" />
      </svg>
    </div>
  );
}

/**
 * The photo of the café menu as the Add words screen shows it (add-words.html),
 * with the words the app read boxed and the card's word under the highlighter:
 * where the loop starts. Hidden in the still card.
 */
function MenuScan({learned}: {learned: string}): ReactNode {
  const {menu, foundLabel} = usePluginData(MOCK_WORDS_PLUGIN) as MockWordsData;
  const word = m.screen.word;
  return (
    <div className={styles.scan}>
      <p className={styles.scanTitle}>{m.screen.back}</p>
      <div className={styles.photo}>
        {/* A printed menu: it stays in the learned language, left to right, in every interface. */}
        <div className={styles.paper} lang={learned} dir="ltr">
          <p className={styles.menuTitle}>{menu.title}</p>
          <p className={styles.menuCafe}>{menu.cafe}</p>
          {menu.items.map((item) => (
            <p key={item.text} className={styles.menuItem}>
              <span>
                {markedRuns(item.text).map((run, i) =>
                  run.mark === 'found' ? (
                    <span key={i} className={word.endsWith(run.text) ? styles.caught : styles.found}>
                      {run.text}
                    </span>
                  ) : (
                    run.text
                  ),
                )}
              </span>
              <span>{item.price}</span>
            </p>
          ))}
        </div>
        <span className={styles.light} />
      </div>
      <p className={styles.foundLabel}>{foundLabel}</p>
      <div className={styles.foundRow}>
        <p>
          <b lang={learned} dir="ltr">
            {word}
          </b>
          <span>{m.screen.translation}</span>
        </p>
        <span className={styles.add}>
          <svg viewBox="0 0 16 16">
            <path d="M8 3v10M3 8h10" />
          </svg>
        </span>
      </div>
    </div>
  );
}

/** The memory aid, its hook under the highlighter and its learned word a run of its own language. */
function MemoryAid({learned}: {learned: string}): ReactNode {
  const {memoryAid} = usePluginData(MOCK_WORDS_PLUGIN) as MockWordsData;
  return (
    <p className={styles.aid}>
      {markedRuns(memoryAid).map((run, i) =>
        run.mark === 'hook' ? (
          <mark key={i} className={styles.hook}>
            {run.text}
          </mark>
        ) : run.mark ? (
          <span key={i} lang={learned} dir="ltr">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}

/** The app's word card for the word met on the menu, in the app's own design (screenshots/source/word.html). */
function CardScreen(): ReactNode {
  const s = m.screen;
  // The learned words carry their language: Spanish on the English page, English elsewhere.
  const learned = learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
  const {sound: ipaSound, rest: ipaRest} = pronunciationParts(s.ipa);
  return (
    <div className={styles.screen} role="img" aria-label={s.label}>
      {/* Described by the label above; read as one picture, not as its parts. */}
      <div className={styles.app} aria-hidden="true">
        <StatusBar />
        <MenuScan learned={learned} />
        <div className={clsx(styles.nav, styles.beatWord)}>
          <span className={styles.back}>
            <svg viewBox="0 0 12 21">
              <path d="M10 2 2 10.5l8 8.5" />
            </svg>
            {s.back}
          </span>
        </div>
        <p className={clsx(styles.source, styles.beatWord)}>
          <span className={styles.thumb} />
          {s.source}
        </p>
        <div className={clsx(styles.card, styles.beatWord)}>
          <div className={styles.head}>
            <div>
              {/* Inline runs of their own direction, so they keep the interface's side in Arabic. */}
              <p className={styles.word}>
                <span lang={learned} dir="ltr">
                  {s.word}
                </span>
              </p>
              <p className={styles.ipa}>
                <span lang={learned} dir="ltr">
                  {ipaSound}
                </span>
                {ipaRest}
              </p>
            </div>
            <span className={styles.speak}>
              <svg viewBox="0 0 22 22">
                <path d="M3 8.5h3.5L11 4.5v13l-4.5-4H3z" />
                <path d="M14.5 7.5a5 5 0 0 1 0 7M17 5a8.5 8.5 0 0 1 0 12" />
              </svg>
            </span>
          </div>
          <p className={styles.translation}>{s.translation}</p>
        </div>
        <div className={clsx(styles.block, styles.beatExample)}>
          <p className={styles.blockLabel}>{s.exampleLabel}</p>
          <p className={styles.example}>
            {/* A left-to-right run in Arabic, so its full stop stays at its end. */}
            <span lang={learned} dir="ltr">
              {s.example.before}
              <em>{s.example.word}</em>
              {s.example.after}
            </span>
            <small>{s.exampleTranslation}</small>
          </p>
        </div>
        <div className={clsx(styles.block, styles.aidBlock, styles.beatAid)}>
          <p className={styles.blockLabel}>
            {s.aidLabel} <span className={styles.ai}>{s.ai}</span>
          </p>
          <span className={styles.writing}>
            <i />
            <i />
          </span>
          <MemoryAid learned={learned} />
        </div>
        <div className={clsx(styles.block, styles.beatKept)}>
          <p className={styles.blockLabel}>{s.relatedLabel}</p>
          <p className={styles.related}>
            {s.related.map(([word, meaning]) => (
              <span key={word}>
                <b lang={learned} dir="ltr">
                  {word}
                </b>{' '}
                {meaning}
              </span>
            ))}
          </p>
        </div>
        <div className={styles.keep}>
          <span className={styles.keepLabel}>{s.keep}</span>
          <span className={styles.keptLabel}>
            <svg viewBox="0 0 16 16">
              <path d="m3.5 8.5 3 3 6-6.5" />
            </svg>
            {s.kept}
          </span>
        </div>
        <span className={styles.homeIndicator} />
      </div>
    </div>
  );
}

/**
 * Chapter 2, the centrepiece: the word from the menu becomes a card with its
 * example and AI memory aid. CSS animation over the app's markup; it starts
 * only near the viewport, never under reduced motion, and can be paused.
 */
export default function MemoryMoment(): ReactNode {
  const stage = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<Motion>('still');

  useEffect(() => {
    const element = stage.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMotion('playing');
          observer.disconnect();
        }
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const headingId = 'memory-moment';
  const beatClass = [styles.beatMenu, styles.beatWord, styles.beatExample, styles.beatAid, styles.beatKept];
  return (
    <section className={styles.moment} aria-labelledby={headingId}>
      <ChapterHeading
        step={2}
        kicker={m.kicker}
        title={m.title}
        text={m.text}
        id={headingId}
        align="center"
        className={styles.heading}
      />
      <div ref={stage} className={styles.stage} data-motion={motion}>
        {/* The steps in the order the screen plays them; the page already numbers its chapters, so a mark shows progress. */}
        <ol className={styles.beats}>
          {m.beats.map((beat, i) => (
            <li key={beat} className={beatClass[i]}>
              {beat}
            </li>
          ))}
        </ol>
        <div className={styles.phoneColumn}>
          <DeviceFrame className={styles.phone}>
            <CardScreen />
          </DeviceFrame>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.toggle}
              // Hidden, not absent, until it can work: the space is kept, nothing moves.
              hidden={motion === 'still'}
              onClick={() => setMotion(motion === 'paused' ? 'playing' : 'paused')}>
              <svg viewBox="0 0 16 16" aria-hidden="true">
                {motion === 'paused' ? <path d="M4.5 2.8v10.4L13 8z" /> : <path d="M4 3h2.6v10H4zM9.4 3H12v10H9.4z" />}
              </svg>
              {motion === 'paused' ? m.play : m.pause}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
