import {translate} from '@docusaurus/Translate';

/** The company's name while `src/data/app.ts` has a placeholder for it: in the footer, and in the documents. */
export function pendingCompanyName(): string {
  return translate({
    id: 'facts.companyName.placeholder',
    message: '[Company name]',
    description: 'Shown in the footer and the legal pages until the site owner fills in the company name',
  });
}

/**
 * The labels only the documents show while a fact is a placeholder. `plugins/markdown/facts.ts` reads them (in Node, which
 * cannot call `translate()`) from the extracted messages; they are written here so that `write-translations` and the
 * translations check find them. Never called.
 */
export function documentOnlyMessages(): string[] {
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
      description: 'Shown on the legal notice (Impressum) until the site owner names the managing director',
    }),
    translate({
      id: 'facts.companyRegister.placeholder',
      message: '[Register court and number]',
      description: 'Shown on the legal notice (Impressum) until the site owner gives the commercial register entry',
    }),
    translate({
      id: 'facts.companyVatId.placeholder',
      message: '[VAT identification number]',
      description: 'Shown on the legal notice (Impressum) until the site owner gives the VAT id',
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
  ];
}
