import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatLanguages, formatPrice, numbersIn, priceModelText} from '../../src/lib/factWording';
import {downloadPrice, facts} from '../../src/data/app';
import {isPlaceholder, known, placeholder, working} from '../../src/lib/placeholder';

/** The app facts in words: what the facts list and the support page say. */

test('languages are named in the reader’s language and joined as a list', () => {
  assert.equal(formatLanguages(['es'], 'en'), 'Spanish');
  assert.equal(formatLanguages(['es', 'fr'], 'en'), 'Spanish and French');
  assert.equal(formatLanguages(['es', 'fr', 'pt-BR'], 'en'), 'Spanish, French, and Brazilian Portuguese');
  assert.equal(formatLanguages(['es', 'fr'], 'de'), 'Spanisch und Französisch');
});

test('numbers are written in Western digits in every language, so the server and every browser write the same', () => {
  assert.equal(numbersIn('ar').format(1234), '1,234');
  assert.equal(numbersIn('ar-EG').format(1234), '1,234');
  assert.equal(formatPrice('4.99', 'EUR', 'ar').replace(/\D/g, ''), '499');
});

test('a language code that cannot be named is shown as written, not dropped', () => {
  assert.equal(formatLanguages(['es', 'not a tag'], 'en'), 'Spanish and not a tag');
});

test('each price model has its own words; a paid app shows its price the reader’s way', () => {
  const words = {free: 'F', inAppPurchases: 'I', subscription: 'S', paid: (price: string) => `P ${price}`};
  assert.equal(priceModelText({kind: 'free'}, words, 'en'), 'F');
  assert.equal(priceModelText({kind: 'inAppPurchases'}, words, 'en'), 'I');
  assert.equal(priceModelText({kind: 'subscription'}, words, 'en'), 'S');
  assert.equal(priceModelText({kind: 'paid', amount: '4.99', currency: 'USD'}, words, 'en'), 'P $4.99');
  assert.equal(formatPrice('4.99', 'EUR', 'de'), '4,99\u00a0€');
});

test('the download costs nothing for the free kinds, its price when paid, and is unknown while a placeholder', () => {
  assert.deepEqual(downloadPrice({kind: 'subscription'}), {amount: '0'});
  assert.deepEqual(downloadPrice({kind: 'paid', amount: '4.99', currency: 'EUR'}), {amount: '4.99', currency: 'EUR'});
  assert.deepEqual(downloadPrice(placeholder('What it costs.')), {});
});

test('a placeholder is unknown to the site, and only a stand-in is used where a working value is needed', () => {
  const id = placeholder('The id.', '6700000000');
  assert.equal(isPlaceholder(id), true);
  assert.equal(known(id), undefined);
  assert.equal(working(id), '6700000000');
  assert.equal(isPlaceholder(['es']), false);
  assert.equal(known('1234567890'), '1234567890');
  assert.equal(isPlaceholder(facts.name), false);
});
