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
    country: 'IE',
    postalAddress: '1 Test Street, Testville, Testland',
    governingLaw: {
      en: 'the laws of Testland',
      es: 'las leyes de Testlandia',
      'pt-BR': 'as leis da Testlândia',
      de: 'dem Recht von Testland',
      fr: 'le droit de Testland',
      ja: 'テストランド法',
      ar: 'قوانين تستلاند',
    },
    representative: 'Ada Tester, managing director',
    register: {registry: 'Testland Trade Register', number: '12345'},
    vatId: 'TL123456789',
    sellsInJapan: false,
  },
  host: {name: 'Test Host Inc.', address: '2 Host Road, Hostville', phone: '+1 555 0100'},
  memoryAids: {writtenBy: {kind: 'aiModel', provider: 'Test Labs'}, wordsLeaveThePhone: true},
  endorsements: [],
  credits: {
    appLibraries: [{name: 'TestKit', url: 'https://testkit.example.org', licence: 'MIT License'}],
    stockPhotos: [
      {name: 'Café table', url: 'https://photos.example.org/cafe', licence: 'Photo Licence', author: 'A. Photographer'},
    ],
    icons: [],
  },
};
