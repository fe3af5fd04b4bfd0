import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MIN_OPEN_FILES, openFileLimitProblem} from '../../scripts/cloudflare-host';

test('a machine whose open-file limit workerd can run out of is refused before the host starts, saying how to fix it', () => {
  const problem = openFileLimitProblem('1024\n');
  assert.match(problem ?? '', /at most 1024 files/);
  assert.match(problem ?? '', new RegExp(`ulimit -n ${MIN_OPEN_FILES}`));
});

test('a limit at or above the minimum, or none, is enough', () => {
  assert.equal(openFileLimitProblem(String(MIN_OPEN_FILES)), undefined);
  assert.equal(openFileLimitProblem('20000\n'), undefined);
  assert.equal(openFileLimitProblem('unlimited\n'), undefined);
});
