import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sceneOf} from '../../src/data/heroWord';

test("the hero's scene is the memory aid without its quoted hooks, as a sentence of its own", () => {
  assert.equal(
    sceneOf('“Butter + fly” : une mouche (fly) se pose sur ton beurre.'),
    'Une mouche (fly) se pose sur ton beurre.',
  );
  assert.equal(sceneOf('„Butter + fly“ – Eine Fliege landet.'), 'Eine Fliege landet.');
  assert.equal(sceneOf('「バター＋フライ」：ハエがバターに止まる。'), 'ハエがバターに止まる。');
  assert.equal(sceneOf('a scene without hooks.'), 'a scene without hooks.');
});
