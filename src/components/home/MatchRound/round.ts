/** A round of Match pairs, as pure state: which tile is picked, which pairs are found, how many tries. */

export type Side = 'word' | 'meaning';

export interface RoundState {
  readonly picked: {readonly side: Side; readonly pair: number} | null;
  readonly found: readonly number[];
  readonly tries: number;
  /** What the last pick did: what the round tells a screen reader. */
  readonly last: {readonly kind: 'pair'; readonly pair: number} | {readonly kind: 'miss'} | null;
}

export const start: RoundState = {picked: null, found: [], tries: 0, last: null};

/**
 * A tile tapped: the first of two is picked (another on the same side replaces it); the second, on the other side,
 * is a try, a pair when both are the same word. A found pair's tiles take no more picks.
 */
export function pick(state: RoundState, side: Side, pair: number): RoundState {
  if (state.found.includes(pair)) return state;
  if (!state.picked || state.picked.side === side) return {...state, picked: {side, pair}, last: null};
  const tries = state.tries + 1;
  if (state.picked.pair === pair)
    return {picked: null, found: [...state.found, pair], tries, last: {kind: 'pair', pair}};
  return {...state, picked: null, tries, last: {kind: 'miss'}};
}

export function finished(state: RoundState, pairs: number): boolean {
  return state.found.length === pairs;
}

/**
 * The meanings' order: a shuffle by `random` in which no meaning stands beside its own word (a round that starts
 * solved is no round). Without `random`, a fixed order, the one the page is drawn with before the round loads.
 */
export function meaningOrder(count: number, random?: () => number): number[] {
  if (!random) return Array.from({length: count}, (_, i) => (i + 2) % count);
  for (;;) {
    const order = Array.from({length: count}, (_, i) => i);
    for (let i = count - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    if (count < 2 || order.every((pair, i) => pair !== i)) return order;
  }
}
