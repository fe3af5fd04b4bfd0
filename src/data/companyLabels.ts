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
