import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {phrased} from '@site/src/i18n/phraseBreak';
import {AidNote, appClassName, type WordCardWords} from '@site/src/components/home/WordCard';
import Board, {type Pair} from './Board';
import {meaningOrder} from './round';
import styles from './styles.module.css';

export interface RoundProps {
  readonly pairs: readonly (Pair & {readonly aid: string})[];
  readonly learned: string;
  readonly hint: string;
  /** The memory aid's label and badge, as the app sets them. */
  readonly aidWords: Pick<WordCardWords, 'aidLabel' | 'ai'>;
  readonly reserve: ReactNode;
}

/** The room a miss's aid takes, named while empty: a miss teaches. */
export function aidSlot(): ReactNode {
  return phrased(
    translate({
      id: 'home.play.round.slot',
      message: 'Miss a pair and its memory aid appears here.',
      description: 'The round of Match pairs: in the empty box where the memory aid of a missed word will show',
    }),
  );
}

export function missLine(): string {
  return translate({
    id: 'home.play.round.miss',
    message: 'Not a pair. Try again.',
    description: 'The round of Match pairs: the two tiles picked do not belong together',
  });
}


export function roundHint(): string {
  return translate({
    id: 'home.play.round.hint',
    message: 'Pick a word, then its meaning.',
    description: 'The round of Match pairs on the landing page: how to play, shown before the first pick',
  });
}

/**
 * A round of Match pairs with the words the page caught from the café's menu; a miss shows the picked word's memory
 * aid, as the games do. The page draws its tiles; the code
 * that plays it (./Round) loads only when the games section nears the view.
 */
export default function MatchRound(): ReactNode {
  const learned = learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode);
  const {capture, matchPairs, wordCard} = useSiteData().mockWords;
  const pairs = capture.found.map(({word, translation, aid}) => ({word, meaning: translation, aid}));
  const ref = useRef<HTMLDivElement>(null);
  const [Round, setRound] = useState<ComponentType<RoundProps> | null>(null);
  const hint = roundHint();
  // The tallest thing the status may say is a miss with its aid: the poster keeps that room as the round does.
  const reserve = pairs.map(({aid}) => (
    <div key={aid}>
      <p>{phrased(missLine())}</p>
      <AidNote words={wordCard} aid={aid} learned={learned} className={styles.hint} />
    </div>
  ));

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry!.isIntersecting) return;
        near.disconnect();
        void import(/* webpackChunkName: "match-round" */ './Round').then((module) => setRound(() => module.default));
      },
      {rootMargin: '50% 0px'},
    );
    near.observe(element);
    return () => near.disconnect();
  }, []);

  return (
    <div ref={ref} className={clsx(appClassName, styles.round)} data-round={Round ? 'playable' : 'drawn'}>
      <p className={styles.label}>
        {translate({
          id: 'home.play.round.label',
          message: 'Try a round',
          description: 'Above the round of Match pairs that a visitor can play on the landing page',
        })}
      </p>
      <h3 className={styles.title}>{phrased(matchPairs)}</h3>
      {Round ? (
        <Round pairs={pairs} learned={learned} hint={hint} aidWords={wordCard} reserve={reserve} />
      ) : (
        <Board
          pairs={pairs}
          learned={learned}
          order={meaningOrder(pairs.length)}
          status={phrased(hint)}
          slot={aidSlot()}
          reserve={reserve}
        />
      )}
    </div>
  );
}
