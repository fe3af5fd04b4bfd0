import {translate} from '@docusaurus/Translate';

/** The company's name while `src/data/app.ts` has a placeholder for it: in the footer, and in the documents. */
export function pendingCompanyName(): string {
  return translate({
    id: 'facts.companyName.placeholder',
    message: '[Company name]',
    description: 'Shown in the footer and the legal pages until the site owner fills in the company name',
  });
}

/** Who writes the memory aids, as words that complete "Memory aids are written by …" (the page and the documents). */
export function memoryAidWriterWords() {
  return {
    aiModel: translate({
      id: 'facts.memoryAidWriter.aiModel',
      message: 'an AI model from {provider}',
      description:
        'Who writes the memory aids, completing "Memory aids are written by …"; {provider} is a company name. One model: singular',
    }),
    ownAiModel: translate({
      id: 'facts.memoryAidWriter.ownAiModel',
      message: 'an AI model of our own',
      description: 'Who writes the memory aids, completing "Memory aids are written by …": the company runs the model',
    }),
  };
}

/**
 * The words only the documents show: labels of facts still to be given, who writes the memory aids, and the legal
 * notice's fields. `plugins/markdown/facts.ts` reads them (in Node, which cannot call `translate()`) from the
 * extracted messages; they are written here so that `write-translations` and the translations check find them.
 * Never called.
 */
export function documentOnlyMessages(): string[] {
  const legalNotice = 'A label in the legal notice (Impressum), before a colon and the company fact';
  return [
    translate({
      id: 'facts.companyAddress.placeholder',
      message: '[Company postal address]',
      description: "Shown in the legal pages until the site owner fills in the company's postal address",
    }),
    translate({
      id: 'facts.governingLaw.placeholder',
      message: '[Governing law]',
      description: 'Shown in the terms ("These terms are governed by …") until the site owner fills in the law',
    }),
    translate({
      id: 'facts.companyRepresentative.placeholder',
      message: '[Who represents the company]',
      description: 'Shown on the legal notice until the site owner names the managing director',
    }),
    translate({
      id: 'facts.companyRegister.placeholder',
      message: '[Register court and number]',
      description: 'Shown on the legal notice until the site owner gives the commercial register entry',
    }),
    translate({
      id: 'facts.companyVatId.placeholder',
      message: '[VAT identification number]',
      description: 'Shown on the legal notice until the site owner gives the VAT id',
    }),
    translate({
      id: 'facts.host.placeholder',
      message: '[Web host: name, address, phone]',
      description: 'Shown on the French legal notice until the site owner gives the web host',
    }),
    translate({
      id: 'facts.credits.appLibraries.placeholder',
      message: '[The open-source libraries the app uses]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
    translate({
      id: 'facts.credits.stockPhotos.placeholder',
      message: '[The photos from a stock photo site the app shows]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
    translate({
      id: 'facts.credits.icons.placeholder',
      message: '[The icons from an icon site the app uses]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
    translate({
      id: 'facts.credits.none',
      message: 'None.',
      description: 'On the credits page, under a heading whose list the owner gave as empty (the app uses none)',
    }),
    translate({id: 'legalNotice.label.publisher', message: 'Publisher', description: legalNotice}),
    translate({id: 'legalNotice.label.address', message: 'Address', description: legalNotice}),
    translate({id: 'legalNotice.label.representative', message: 'Represented by', description: legalNotice}),
    translate({
      id: 'legalNotice.label.publicationDirector',
      message: 'Director of publication',
      description: `${legalNotice}; French law (LCEN) asks for it`,
    }),
    translate({id: 'legalNotice.label.email', message: 'E-mail', description: legalNotice}),
    translate({id: 'legalNotice.label.phone', message: 'Phone', description: legalNotice}),
    translate({id: 'legalNotice.label.register', message: 'Register entry', description: legalNotice}),
    translate({
      id: 'legalNotice.label.vatId',
      message: 'VAT identification number',
      description: `${legalNotice}: a company in the EU, the UK or Switzerland`,
    }),
    translate({
      id: 'legalNotice.label.taxId',
      message: 'Tax identification number',
      description: `${legalNotice}: a company in a country without VAT`,
    }),
    translate({
      id: 'legalNotice.label.host',
      message: 'Web host',
      description: `${legalNotice}; French law (LCEN) asks for it`,
    }),
    translate({id: 'legalNotice.label.sales', message: 'Price, payment and delivery', description: legalNotice}),
    translate({
      id: 'legalNotice.registerNone',
      message: 'Not entered in a commercial register',
      description: 'The legal notice, when the company is in no commercial register',
    }),
    translate({
      id: 'legalNotice.sales',
      message:
        'Prices as the App Store shows them; payment through Apple; available at once after purchase; refunds under Apple’s policy',
      description: 'The legal notice of an app sold in Japan (Act on Specified Commercial Transactions)',
    }),
    translate({
      id: 'legalNotice.phoneOnRequest',
      message: 'Given without delay on request',
      description: 'The legal notice of an app sold in Japan, when the owner gives no phone number',
    }),
  ];
}
