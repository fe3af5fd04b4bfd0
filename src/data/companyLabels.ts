import {translate} from '@docusaurus/Translate';

/**
 * How the company's facts read while `src/data/app.ts` still has a
 * placeholder for them. The footer shows the name's; the legal documents show
 * all three, read from the same messages by `src/markdown/facts.ts`
 * (Node cannot call `translate()`), so each language has one wording.
 */
export function pendingCompanyName(): string {
  return translate({
    id: 'facts.companyName.placeholder',
    message: '[Company name]',
    description: 'Shown in the footer and the legal pages until the site owner fills in the company name',
  });
}

export function pendingCompanyAddress(): string {
  return translate({
    id: 'facts.companyAddress.placeholder',
    message: '[Company postal address]',
    description: "Shown in the legal pages until the site owner fills in the company's postal address",
  });
}

export function pendingGoverningLaw(): string {
  return translate({
    id: 'facts.governingLaw.placeholder',
    message: '[Governing law]',
    description: 'Shown in the terms ("These terms are governed by …") until the site owner fills in the law',
  });
}

/** How the legal notice's company facts read while they are placeholders. */
export function pendingLegalNoticeFacts(): Record<'representative' | 'register' | 'vatId', string> {
  return {
    representative: translate({
      id: 'facts.companyRepresentative.placeholder',
      message: '[Who represents the company]',
      description: 'Shown on the legal notice (Impressum) until the site owner names the managing director',
    }),
    register: translate({
      id: 'facts.companyRegister.placeholder',
      message: '[Register court and number]',
      description: 'Shown on the legal notice (Impressum) until the site owner gives the commercial register entry',
    }),
    vatId: translate({
      id: 'facts.companyVatId.placeholder',
      message: '[VAT identification number]',
      description: 'Shown on the legal notice (Impressum) until the site owner gives the VAT id',
    }),
  };
}

/** What the credits page shows for a group of credits the owner has not listed yet. */
export function pendingCredits(): Record<'appLibraries' | 'stockPhotos' | 'icons', string> {
  return {
    appLibraries: translate({
      id: 'facts.credits.appLibraries.placeholder',
      message: '[The open-source libraries the app uses]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
    stockPhotos: translate({
      id: 'facts.credits.stockPhotos.placeholder',
      message: '[The photos from a stock photo site the app shows]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
    icons: translate({
      id: 'facts.credits.icons.placeholder',
      message: '[The icons from an icon site the app uses]',
      description: 'Shown on the credits page until the site owner lists them',
    }),
  };
}
