import type {AppFacts} from '../../src/data/app';
import type {LocaleCode} from '../../src/i18n/locales';
import {known} from '../../src/lib/placeholder';
import type {Messages} from '../i18n/messages';

/**
 * A language's comma and colon, each with the space that follows it: French sets a no-break space before a colon;
 * Japanese and Arabic have their own comma, and Japanese its colon.
 */
export function punctuation(locale: LocaleCode): {readonly comma: string; readonly colon: string} {
  const [comma, colon] = ({ja: ['、', '：'], ar: ['، ', ': '], fr: [', ', '\u00a0: ']} as const)[locale as string] ?? [
    ', ',
    ': ',
  ];
  return {comma, colon};
}

/** Where a company's tax number is a VAT identification number. */
const VAT_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK GB CH NO IS LI'.split(' '),
);

/** A company's tax number as its own country's readers name it, where that differs from the language's label. */
const NATIONAL_TAX_LABEL: Readonly<Record<string, Partial<Record<LocaleCode, string>>>> = {
  ES: {es: 'NIF'},
  BR: {'pt-BR': 'CNPJ'},
  JP: {ja: '登録番号'},
};

/**
 * The legal notice's fields (`{{companyDetails}}`) for a reader of `locale`, from the company facts: those every
 * language's readers expect (publisher, address, representative, e-mail, register, tax number as the company's country
 * names it), the French law's publication director and web host, and, for an app sold in Japan, the Japanese law's
 * sales terms. A fact still to be given shows its label in brackets.
 */
export function legalNoticeFields(facts: AppFacts, messages: Messages, locale: LocaleCode, email: string) {
  const {company} = facts;
  const label = (id: string) => messages[`legalNotice.label.${id}`]!;
  const shown = <T>(fact: T | undefined, placeholderId: string, text: (value: T) => string) =>
    fact === undefined ? messages[placeholderId]! : text(fact);
  const country = known(company.country);
  const register = known(company.register);
  const vatId = known(company.vatId);
  const representative = shown(known(company.representative), 'facts.companyRepresentative.placeholder', String);
  const sellsInJapan = locale === 'ja' && known(company.sellsInJapan) === true;
  const rows: [string, string][] = [
    [label('publisher'), shown(known(company.name), 'facts.companyName.placeholder', String)],
    [label('address'), shown(known(company.postalAddress), 'facts.companyAddress.placeholder', String)],
    [label('representative'), representative],
  ];
  if (locale === 'fr') rows.push([label('publicationDirector'), representative]);
  rows.push([label('email'), `<${email}>`]);
  if (company.phone) rows.push([label('phone'), company.phone]);
  else if (sellsInJapan) rows.push([label('phone'), messages['legalNotice.phoneOnRequest']!]);
  rows.push([
    label('register'),
    register === 'none'
      ? messages['legalNotice.registerNone']!
      : shown(
          register,
          'facts.companyRegister.placeholder',
          ({registry, number}) => registry + punctuation(locale).comma + number,
        ),
  ]);
  const national = country ? NATIONAL_TAX_LABEL[country]?.[locale] : undefined;
  // A Japanese reader expects no foreign VAT number; every other reader, the number as its country names it.
  if (vatId !== 'none' && (locale !== 'ja' || country === 'JP')) {
    const generic = !country || VAT_COUNTRIES.has(country) ? label('vatId') : label('taxId');
    rows.push([national ?? generic, shown(vatId, 'facts.companyVatId.placeholder', String)]);
  }
  if (locale === 'fr') {
    const host = known(facts.host);
    rows.push([
      label('host'),
      host ? `${host.name}, ${host.address}, ${host.phone}` : messages['facts.host.placeholder']!,
    ]);
  }
  if (sellsInJapan) rows.push([label('sales'), messages['legalNotice.sales']!]);
  return rows;
}

/** The fields as the Markdown list the documents use (`- **Label:** value`), with the language's colon. */
export function legalNoticeMarkdown(rows: readonly [string, string][], locale: LocaleCode): string {
  const colon = punctuation(locale).colon;
  const escape = (text: string) => text.replace(/[\\`*_[\]]/g, (c) => `\\${c}`);
  // The colon inside the bold label, the space after it outside.
  const [mark, space] = [colon.trimEnd(), colon.endsWith(' ') ? ' ' : ''];
  return rows
    .map(([label, value]) => `- **${escape(label)}${mark}**${space}${value.startsWith('<') ? value : escape(value)}`)
    .join('\n');
}
