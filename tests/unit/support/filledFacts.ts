import {facts, type AppFacts} from '../../../src/data/app';

/** The site's facts as an owner might fill them in: made up for the tests, never shown on the site. */
export const filledFacts: AppFacts = {
  ...facts,
  appStoreId: '1234567890',
  supportEmail: 'help@wordkeep-test.app',
  siteUrl: 'https://wordkeep-test.app',
  languages: ['es', 'fr', 'pt-BR'],
  priceModel: {kind: 'inAppPurchases'},
  minimumIos: '17.0',
  account: 'optional',
  company: {
    name: 'Test Learning Ltd',
    postalAddress: '1 Test Street, Testville, Testland',
    governingLaw: 'the laws of Testland',
    representative: 'Ada Tester, managing director',
    register: 'Testland Trade Register, no. 12345',
    vatId: 'TL123456789',
  },
  memoryAids: {writtenBy: 'an AI model from Test Labs', wordsLeaveThePhone: true},
  endorsements: [],
  credits: {
    appLibraries: [{name: 'TestKit', url: 'https://testkit.example.org', licence: 'MIT License'}],
    stockPhotos: [
      {name: 'Café table', url: 'https://photos.example.org/cafe', licence: 'Photo Licence', author: 'A. Photographer'},
    ],
    icons: [],
  },
};
