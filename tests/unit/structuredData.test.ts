import {test} from 'node:test';
import assert from 'node:assert/strict';
import {facts, siteFacts} from '../../src/data/app';
import {placeholder} from '../../src/lib/placeholder';
import {mobileApplicationJsonLd} from '../../src/data/structuredData';
import {filledFacts} from './support/filledFacts';

const describe = (given = filledFacts) =>
  mobileApplicationJsonLd(siteFacts(given), {
    url: 'https://x.example/',
    imageUrl: 'https://x.example/card.jpg',
    description: 'What the app does.',
    language: 'en',
  }) as Record<string, unknown>;

test('the app is described with its facts only: iOS, education, its store page and price, no ratings', () => {
  const data = describe();
  assert.equal(data['@type'], 'MobileApplication');
  assert.equal(data.name, facts.name);
  assert.equal(data.operatingSystem, 'iOS');
  assert.equal(data.applicationCategory, 'EducationalApplication');
  assert.equal(data.installUrl, 'https://apps.apple.com/app/id1234567890');
  assert.deepEqual(data.offers, {'@type': 'Offer', price: '0', url: 'https://apps.apple.com/app/id1234567890'});
  assert.equal('aggregateRating' in data || 'review' in data, false);
});

test('a paid app’s offer carries its price and currency', () => {
  const data = describe({...filledFacts, priceModel: {kind: 'paid', amount: '4.99', currency: 'EUR'}});
  assert.deepEqual(data.offers, {
    '@type': 'Offer',
    price: '4.99',
    priceCurrency: 'EUR',
    url: 'https://apps.apple.com/app/id1234567890',
  });
});

test('search engines are told nothing a placeholder stands in for: no store address or offer', () => {
  const noPrice = describe({...filledFacts, priceModel: placeholder('What it costs.')});
  assert.equal('offers' in noPrice, false);
  assert.equal(noPrice.installUrl, 'https://apps.apple.com/app/id1234567890');
  const noId = describe({...filledFacts, appStoreId: placeholder('The id.', '6700000000')});
  assert.equal('installUrl' in noId || 'offers' in noId, false);
});
