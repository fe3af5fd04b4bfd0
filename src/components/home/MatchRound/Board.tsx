import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {phrased} from '@site/src/i18n/phraseBreak';
import type {RoundState, Side} from './round';
import styles from './styles.module.css';

export interface Pair {
  /** In the learned language. */
  readonly word: string;
  /** In the page's language. */
  readonly meaning: string;
}

interface Props {
  readonly pairs: readonly Pair[];
  readonly learned: string;
  /** The meanings' order, by pair. */
  readonly order: readonly number[];
  /** What the round's state is; none on the poster. */
  readonly state?: RoundState;
  /** The tiles of a miss, shown as one for a moment. */
  readonly missed?: readonly string[];
  /** Picks a tile; without it the tiles are text, not buttons (before the round loads, or without JavaScript). */
  readonly onPick?: (side: Side, pair: number) => void;
  readonly status: ReactNode;
  readonly action?: ReactNode;
  /** Where a miss's aid will show, while none does. */
  readonly slot?: ReactNode;
  /** Every line the status may show (each miss with its aid), drawn unseen in its place: the round never grows. */
  readonly reserve: ReactNode;
  readonly boardRef?: Ref<HTMLDivElement>;
}

/** The round's tiles, words on one side and meanings on the other, and the line that says how it goes. */
export default function Board({
  pairs,
  learned,
  order,
  state,
  missed = [],
  onPick,
  status,
  action,
  slot,
  reserve,
  boardRef,
}: Props) {
  const tile = (side: Side, pair: number) => {
    const {word, meaning} = pairs[pair]!;
    const text =
      side === 'word' ? (
        <span lang={learned} dir="ltr">
          {word}
        </span>
      ) : (
        phrased(meaning)
      );
    const picked = state?.picked?.side === side && state.picked.pair === pair;
    const found = state?.found.includes(pair) ?? false;
    const className = clsx(
      styles.tile,
      picked && styles.picked,
      found && styles.found,
      missed.includes(`${side}${pair}`) && styles.miss,
    );
    return (
      <li key={pair}>
        {onPick ? (
          <button
            type="button"
            className={className}
            data-side={side}
            data-pair={pair}
            aria-pressed={picked}
            aria-disabled={found || undefined}
            onClick={() => onPick(side, pair)}>
            {text}
          </button>
        ) : (
          <span className={className}>{text}</span>
        )}
      </li>
    );
  };
  return (
    <div ref={boardRef}>
      <div className={styles.board}>
        <ul className={styles.column}>{pairs.map((_, pair) => tile('word', pair))}</ul>
        <ul className={styles.column}>{order.map((pair) => tile('meaning', pair))}</ul>
      </div>
      <div className={styles.footer}>
        <div className={styles.said}>
          <div role="status" className={styles.status}>
            {status}
          </div>
          {action}
          {slot && <p className={styles.slot}>{slot}</p>}
        </div>
        <div className={styles.reserve} aria-hidden="true">
          {reserve}
        </div>
      </div>
    </div>
  );
}
