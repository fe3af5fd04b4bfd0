import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {parseRewrites, rewrite} from '../../scripts/static-host';

test('the shipped _redirects sends any other theme value to the system page with status 200', () => {
  const rules = parseRewrites(readFileSync('static/_redirects', 'utf8'));
  assert.equal(rewrite('/mobile/terms/sepia', rules), '/mobile/terms/system');
  assert.equal(rewrite('/mobile/privacy/x', rules), '/mobile/privacy/system');
  assert.equal(rewrite('/mobile/credits/', rules), '/mobile/credits/system');
  assert.equal(rewrite('/privacy/x', rules), null);
});

test('comments and non-rewrite rules are ignored', () => {
  const rules = parseRewrites('# note\n/a  /b  301\n/c/*  /d  200\n');
  assert.deepEqual(rules, [{from: '/c/*', to: '/d'}]);
});
