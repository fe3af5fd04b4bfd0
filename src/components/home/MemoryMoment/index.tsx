import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {memoryMoment as m} from '@site/src/data/memoryMoment';
import SectionHeading from '@site/src/components/home/SectionHeading';
import WordCard, {AppBackBar, AppStatusBar, appClassName, type WordCardWords} from '@site/src/components/home/WordCard';
import DeviceFrame from '@site/src/components/DeviceFrame';
import {MemoryAidNote} from '@site/src/components/home/Trust';
import {useSiteData} from '@site/src/data/useSiteData';
import styles from './styles.module.css';

/**
 * `still` is what the server renders, what JavaScript off and reduced motion
 * keep, and what stands before the section comes near: the finished card.
 * `scroll`: the scroll drives it (CSS). `ready`: time will drive it, once the
 * section comes near. `done`: it played once and stays finished.
 */
type Motion = 'still' | 'scroll' | 'ready' | 'playing' | 'paused' | 'done';

/** The app's screen as the word becomes a card: the same WordCard the hero shows, built part by part. */
function CardScreen(): ReactNode {
  const s = m.screen;
  const {memoryAid} = useSiteData().mockWords;
  // The learned words carry their language: Spanish on the English page, English elsewhere.
  const learned = learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
  const words: WordCardWords = {
    word: s.word,
    ipa: s.ipa,
    translation: s.translation,
    exampleLabel: s.exampleLabel,
    example: `${escape(s.example.before)}<em>${escape(s.example.word)}</em>${escape(s.example.after)}`,
    exampleTranslation: s.exampleTranslation,
    aidLabel: s.aidLabel,
    ai: s.ai,
    aid: memoryAid,
  };
  return (
    <div className={styles.screen} role="img" aria-label={s.label}>
      {/* Described by the label above; read as one picture, not as its parts. */}
      <div className={clsx(appClassName, styles.app)} aria-hidden="true">
        <AppStatusBar />
        <AppBackBar label={s.back} />
        <p className={clsx(styles.source, styles.partHead)}>
          <span className={styles.thumb} />
          {s.source}
        </p>
        <div className={styles.cardArea}>
          <WordCard
            words={words}
            learned={learned}
            classNames={{head: styles.partHead, example: styles.partExample, aid: styles.partAid}}
            aidBackdrop={
              <span className={styles.writing}>
                <i />
                <i />
              </span>
            }
          />
          <div className={clsx(styles.related, styles.partKept)}>
            <p className={styles.relatedLabel}>{s.relatedLabel}</p>
            <p className={styles.chips}>
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

/** Text for the card's little markup: a translator's `<` or `&` stays text. */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Where the scroll can drive the animation, it does (CSS); elsewhere it plays once when the section comes near. */
function scrollDriven(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()');
}

/**
 * The centrepiece, between adding words and playing them: a word becomes a
 * card with its example and AI memory aid, in about two seconds. Tied to
 * scrolling where the engine supports it; elsewhere it plays once when the
 * section comes near, with a pause and a replay button. Never under reduced
 * motion: then, as without JavaScript, it is the finished card.
 */
export default function MemoryMoment(): ReactNode {
  const stage = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<Motion>('still');

  useEffect(() => {
    const element = stage.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    if (scrollDriven()) {
      setMotion('scroll');
      return undefined;
    }
    setMotion('ready');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMotion('playing');
          observer.disconnect();
        }
      },
      {threshold: 0.35},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new run remounts the screen, so its animations start again from the beginning.
  const [run, setRun] = useState(0);
  const replay = () => {
    setRun(run + 1);
    setMotion('playing');
  };

  const headingId = 'memory-moment';
  const beatClass = [styles.partHead, styles.partExample, styles.partAid, styles.partKept];
  const button =
    motion === 'playing'
      ? {label: m.pause, icon: <path d="M4 3h2.6v10H4zM9.4 3H12v10H9.4z" />, onClick: () => setMotion('paused')}
      : motion === 'paused'
        ? {label: m.play, icon: <path d="M4.5 2.8v10.4L13 8z" />, onClick: () => setMotion('playing')}
        : {label: m.replay, icon: <path d="M3 8a5 5 0 1 0 1.5-3.6M3 2.5V5h2.5" />, onClick: replay};
  return (
    <section className={styles.moment} aria-labelledby={headingId}>
      <SectionHeading
        kicker={m.kicker}
        title={m.title}
        text={m.text}
        id={headingId}
        align="center"
        className={styles.heading}
      />
      <MemoryAidNote className={styles.aidNote} />
      <div
        ref={stage}
        className={styles.stage}
        data-motion={motion}
        data-timed={motion === 'still' || motion === 'scroll' ? undefined : ''}
        onAnimationEnd={(event) => {
          if (motion === 'playing' && (event.target as Element).classList.contains(styles.keptLabel!))
            setMotion('done');
        }}>
        {/* Held in view while the scroll builds the card (CSS), where the engine drives animations by scrolling. */}
        <div className={styles.pin}>
          {/* The steps, lit as the screen reaches each; all lit on the finished card. */}
          <ol className={styles.beats}>
            {m.beats.map((beat, i) => (
              <li key={beat} className={beatClass[i]}>
                {beat}
              </li>
            ))}
          </ol>
          <div className={styles.phoneColumn}>
            <DeviceFrame key={run} className={styles.phone}>
              <CardScreen />
            </DeviceFrame>
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.toggle}
                // Hidden, not absent, where the visitor does not drive it: the space is kept, nothing moves.
                hidden={motion === 'still' || motion === 'scroll' || motion === 'ready'}
                onClick={button.onClick}>
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  {button.icon}
                </svg>
                {button.label}
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
