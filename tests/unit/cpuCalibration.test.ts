import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpuSlowdownFor} from '../../scripts/cpu-calibration';

const round = (n: number) => Math.round(n * 100) / 100;

test("the bench's CPU slowdown follows Lighthouse's calculator at its anchor points", () => {
  assert.deepEqual([150, 800, 1050, 1300, 1533, 2000].map(cpuSlowdownFor).map(round), [1, 2, 2.5, 3, 4, 6]);
});

test('a machine faster than any the calculator was fitted on gets its fastest factor, not an extrapolation', () => {
  assert.deepEqual([1999, 2000, 2700, 10000].map(cpuSlowdownFor).map(round), [6, 6, 6, 6]);
});

test('a machine too slow to emulate the phone stops the bench instead of measuring nonsense', () => {
  assert.throws(() => cpuSlowdownFor(100), /too slow/);
  assert.throws(() => cpuSlowdownFor(Number.NaN), /too slow/);
});
