import {test} from 'node:test';
import assert from 'node:assert/strict';
import {finished, meaningOrder, pick, start} from '../../src/components/home/MatchRound/round';

/** The rules of the landing page's round of Match pairs (the page itself: tests/e2e/matchRound.spec.ts). */

test('a word then its meaning is a pair, found in one try', () => {
  const state = pick(pick(start, 'word', 2), 'meaning', 2);
  assert.deepEqual(state.found, [2]);
  assert.equal(state.tries, 1);
  assert.deepEqual(state.last, {kind: 'pair', pair: 2});
});

test('a meaning may come first', () => {
  assert.deepEqual(pick(pick(start, 'meaning', 1), 'word', 1).found, [1]);
});

test('a word and another meaning is a miss: a try, nothing found, nothing left picked', () => {
  const state = pick(pick(start, 'word', 0), 'meaning', 3);
  assert.deepEqual(state.found, []);
  assert.equal(state.tries, 1);
  assert.equal(state.picked, null);
  assert.deepEqual(state.last, {kind: 'miss'});
});

test('a second tile on the same side replaces the first, without a try', () => {
  const state = pick(pick(start, 'word', 0), 'word', 1);
  assert.deepEqual(state.picked, {side: 'word', pair: 1});
  assert.equal(state.tries, 0);
});

test('a found pair takes no more picks', () => {
  const found = pick(pick(start, 'word', 0), 'meaning', 0);
  assert.equal(pick(found, 'word', 0), found);
});

test('the round is finished when every pair is found', () => {
  let state = start;
  for (const pair of [0, 1, 2]) state = pick(pick(state, 'word', pair), 'meaning', pair);
  assert.equal(finished(state, 3), true);
  assert.equal(finished(state, 4), false);
});

test('no meaning starts beside its own word, shuffled or not', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (const order of [meaningOrder(4), ...Array.from({length: 50}, () => meaningOrder(4, random))]) {
    assert.deepEqual([...order].sort(), [0, 1, 2, 3]);
    assert.ok(
      order.every((pair, i) => pair !== i),
      order.join(),
    );
  }
});
