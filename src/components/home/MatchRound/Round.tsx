import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {phrased} from '@site/src/i18n/phraseBreak';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import Board from './Board';
import {finished, meaningOrder, pick, start, type Side} from './round';
import {aidSlot, missLine, type RoundProps} from './index';
import {AidNote} from '@site/src/components/home/WordCard';
import styles from './styles.module.css';

/** The round played: picks, the line a screen reader hears after each try, and another round at the end. */
export default function Round({pairs, learned, hint, aidWords, reserve}: RoundProps): ReactNode {
  const {selectMessage} = usePluralForm();
  const [order, setOrder] = useState(() => meaningOrder(pairs.length));
  const [state, setState] = useState(start);
  const [missed, setMissed] = useState<string[]>([]);
  // The word of the last miss, whose memory aid stays as the hint until a pair is found.
  const [aided, setAided] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const done = finished(state, pairs.length);

  useEffect(() => {
    if (done) again.current?.focus();
  }, [done]);
  // A miss's tiles stay marked until the next pick.
  const onPick = (side: Side, pair: number) => {
    const next = pick(state, side, pair);
    setMissed(next.last?.kind === 'miss' && state.picked ? [`${state.picked.side}${state.picked.pair}`, `${side}${pair}`] : []);
    if (next.last?.kind === 'miss' && state.picked) setAided(side === 'word' ? pair : state.picked.pair);
    if (next.last?.kind === 'pair') setAided(null);
    setState(next);
  };
  const playAgain = () => {
    setState(start);
    setAided(null);
    setMissed([]);
    setOrder(meaningOrder(pairs.length, Math.random));
    board.current?.querySelector('button')?.focus();
  };

  // After each try, what it did; the last pair is followed by the round's result.
  let status = hint;
  if (state.last?.kind === 'miss') {
    status = missLine();
  } else if (state.last?.kind === 'pair') {
    const {word, meaning} = pairs[state.last.pair]!;
    status = translate(
      {
        id: 'home.play.round.pair',
        message: '{word} means {meaning}.',
        description: 'The round of Match pairs: a pair found; {word} in the learned language, {meaning} its meaning',
      },
      {word, meaning},
    );
  }
  if (done) {
    // Japanese sets its sentences without a space between them.
    status += `${/[。！？]$/.test(status) ? '' : ' '}${selectMessage(
      state.tries,
      translate(
        {
          id: 'home.play.round.result',
          message: 'All {pairs} pairs in {tries} try.|All {pairs} pairs in {tries} tries.',
          description:
            'The end of the round of Match pairs, after the last pair; {pairs} how many pairs, {tries} how many tries. One form per plural category of the language (by {tries}), separated by |',
        },
        {pairs: pairs.length, tries: state.tries},
      ),
    )}`;
  }

  return (
    <Board
      boardRef={board}
      pairs={pairs}
      learned={learned}
      order={order}
      state={state}
      missed={missed}
      onPick={onPick}
      reserve={reserve}
      slot={aided === null && !done && aidSlot()}
      // A new node per try, so that a screen reader says a repeated line again.
      status={
        <>
          <p key={state.tries}>{phrased(status)}</p>
          {aided !== null && (
            <AidNote
              key={`aid${aided}`}
              words={aidWords}
              aid={pairs[aided]!.aid}
              learned={learned}
              className={styles.hint}
            />
          )}
        </>
      }
      action={
        done && (
          // The moment a visitor has just played: another round, or the app with ten more games.
          <span className={styles.end}>
            <button ref={again} type="button" className={styles.again} onClick={playAgain}>
              {translate({
                id: 'home.play.round.again',
                message: 'Play again',
                description: 'The round of Match pairs: starts another round, the meanings in a new order',
              })}
            </button>
            <AppStoreBadge />
          </span>
        )
      }
    />
  );
}
