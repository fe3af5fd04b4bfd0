import {test} from 'node:test';
import assert from 'node:assert/strict';
import {app} from '../../src/data/app';
import {mobileApplicationJsonLd} from '../../src/data/structuredData';

test('the app is described with its facts only: iOS, education, free, no ratings', () => {
  const data = mobileApplicationJsonLd(app, 'https://x.example/', 'https://x.example/card.jpg') as Record<
    string,
    unknown
  >;
  assert.equal(data['@type'], 'MobileApplication');
  assert.equal(data.name, app.name);
  assert.equal(data.operatingSystem, 'iOS');
  assert.equal(data.applicationCategory, 'EducationalApplication');
  assert.equal(data.installUrl, app.appStoreUrl);
  assert.deepEqual(data.offers, {'@type': 'Offer', price: '0', priceCurrency: 'USD', url: app.appStoreUrl});
  assert.equal('aggregateRating' in data || 'review' in data, false);
});
