import {test} from 'node:test';
import assert from 'node:assert/strict';
import {exampleParts, pronunciationParts} from '../../src/data/markedText';
import {markedRuns} from '../../src/data/markedText';
import {mockWords} from '../../plugins/mockWords';
import {readMockStrings} from '../../plugins/mockWords';
import {LOCALE_CODES} from '../../src/i18n/locales';

test("the centrepiece's example sentence is split around its highlighted word", () => {
  assert.deepEqual(exampleParts('Toast with butter and {word}, please.', 'jam'), {
    before: 'Toast with butter and ',
    word: 'jam',
    after: ', please.',
  });
});

test('a translated sentence without {word} still shows the word, after the sentence', () => {
  assert.deepEqual(exampleParts('Un zumo, por favor.', 'zumo'), {
    before: 'Un zumo, por favor. ',
    word: 'zumo',
    after: '',
  });
});

test("the animated card reads one memory aid per language from the mocks' strings files, its hook marked", () => {
  for (const locale of LOCALE_CODES) {
    const runs = markedRuns(mockWords(readMockStrings(locale)).memoryAid);
    assert.equal(runs.filter((run) => run.mark === 'hook').length, 1, `${locale}: memoryMoment.aid marks one hook`);
    assert.ok(
      runs.some((run) => run.mark === 'learned'),
      `${locale}: memoryMoment.aid has its learned word in <i>`,
    );
  }
});

test("the mocks' markup is read into runs, and any other tag stops the build with the text named", () => {
  assert.deepEqual(markedRuns('Toast &amp; <span class="found">jam</span>: <i>jam</i>.'), [
    {text: 'Toast & '},
    {text: 'jam', mark: 'found'},
    {text: ': '},
    {text: 'jam', mark: 'learned'},
    {text: '.'},
  ]);
  assert.throws(
    () => markedRuns('<u>Mari</u>a'),
    /"<u>Mari<\/u>a": only <mark>, <b>, <em>, <i> and <span class="found">/,
  );
});

test('the pronunciation is split from the part of speech, so it reads left to right in Arabic', () => {
  assert.deepEqual(pronunciationParts('\u2066/ˈhʌ·ni/\u2069 · اسم'), {sound: '/ˈhʌ·ni/', rest: ' · اسم'});
  assert.deepEqual(pronunciationParts('/ˈθu·mo/'), {sound: '/ˈθu·mo/', rest: ''});
});
