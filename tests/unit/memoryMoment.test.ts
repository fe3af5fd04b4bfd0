import {test} from 'node:test';
import assert from 'node:assert/strict';
import {exampleParts, memoryMoment} from '../../src/data/memoryMoment';

test("the centrepiece's example sentence is split around its highlighted word", () => {
  assert.deepEqual(exampleParts('Toast with butter and {word}, please.', 'jam'), {
    before: 'Toast with butter and ',
    word: 'jam',
    after: ', please.',
  });
  assert.deepEqual(memoryMoment.screen.example, {before: 'Un ', word: 'zumo', after: ' de naranja, por favor.'});
});

test('a translated sentence without {word} still shows the word, after the sentence', () => {
  assert.deepEqual(exampleParts('Un zumo, por favor.', 'zumo'), {
    before: 'Un zumo, por favor. ',
    word: 'zumo',
    after: '',
  });
});

test("the English page's memory aid sounds like the IPA it shows (/ˈθu·mo/: a th- sound, not zoom)", () => {
  const {ipa, aid} = memoryMoment.screen;
  assert.match(ipa, /θu/);
  assert.match(aid.hook, /^“Th/);
});
