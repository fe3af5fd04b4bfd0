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

test('every memory aid of the mocks marks one hook and ends on its own word, in every language', () => {
  const plain = (html: string) => html.replace(/<[^>]+>/g, '');
  for (const locale of LOCALE_CODES) {
    const {vocabulary, capture} = mockWords(readMockStrings(locale));
    const aided = [{word: plain(vocabulary.rows[0]!.word), aid: vocabulary.aid}, ...capture.found];
    for (const {word, aid} of aided) {
      const runs = markedRuns(aid);
      assert.equal(runs.filter((run) => run.mark === 'hook').length, 1, `${locale}: the aid of ${word} marks one hook`);
      assert.deepEqual(
        runs.filter((run) => run.mark === 'learned').map((run) => run.text),
        [word],
        `${locale}: the aid of ${word} has its word in <i>`,
      );
    }
  }
});

test('a memoryMoment.word that is none of the found words stops the build, saying what to write', () => {
  const strings = readMockStrings('de') as Record<string, unknown>;
  assert.throws(
    () => mockWords({...strings, memoryMoment: {word: 'Saft'}} as never),
    /memoryMoment\.word "Saft" is none of addWords\.found's words/,
  );
});

test('a memoryMoment.picture the page has no drawing of stops the build, naming the drawings it has', () => {
  const strings = readMockStrings('de') as Record<string, unknown>;
  assert.throws(
    () => mockWords({...strings, memoryMoment: {word: 'juice', picture: 'orange'}} as never),
    /memoryMoment\.picture "orange" is not a drawing the page has: write one of juice, jam, honey/,
  );
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
