import type {AppFacts, Endorsement, Prose} from '../src/data/app';
import {LOCALE_CODES} from '../src/i18n/locales';
import {missingLanguages, proseIn} from '../src/lib/factWording';
import {isPlaceholder} from '../src/lib/placeholder';
import type {Problem} from './problems';

/**
 * The rules of `npm run check:launch`, on `src/data/app.ts` as imported (its type already refuses a wrong shape):
 * what is still a `placeholder(…)`, and what the type cannot see (an address that is not one, an example domain, a
 * label kept as the value, a stand-in badge).
 */
export const FACTS_FILE = 'src/data/app.ts';

/** In each stand-in badge: `<!-- wordkeep:stand-in … -->`. Apple's artwork never contains it. */
export const STAND_IN_BADGE_MARKER = 'wordkeep:stand-in';

/** The badges `src/components/AppStoreBadge` shows: black on light pages, white on dark. */
export const BADGES = [
  {name: 'badge-black.svg', colour: 'black'},
  {name: 'badge-white.svg', colour: 'white'},
] as const;

export const BADGE_FOLDER = 'brand/app-store';

const APPLE_BADGES = 'https://developer.apple.com/app-store/marketing/guidelines/';

/** How the report names each fact, in the owner's words. */
export const FACT_NAMES: Readonly<Record<string, string>> = {
  name: "App's name",
  appStoreId: 'App Store id',
  supportEmail: 'Support e-mail address',
  siteUrl: 'Website address',
  languages: 'Languages',
  priceModel: 'Price',
  minimumIos: 'Lowest iOS version',
  account: 'Account',
  'company.name': 'Company name',
  'company.country': 'Country the company is established in',
  'company.phone': 'Company phone number',
  'company.sellsInJapan': 'Whether the app is sold in Japan',
  'company.postalAddress': 'Company postal address',
  'company.email': 'Company e-mail address',
  'company.governingLaw': 'Governing law',
  'company.representative': 'Who represents the company (legal notice)',
  'company.register': 'Register entry (legal notice)',
  'company.vatId': 'VAT identification number (legal notice)',
  host: 'Web host (French legal notice)',
  'memoryAids.writtenBy': 'Who writes the memory aids',
  'memoryAids.wordsLeaveThePhone': 'Whether words leave the iPhone',
  endorsements: 'Ratings, awards and press quotes',
};

/** A group of facts (`company`): the report names its facts one by one (`company.name`). */
const isGroup = (name: string) => Object.keys(FACT_NAMES).some((fact) => fact.startsWith(`${name}.`));

/** Domains reserved for examples (RFC 2606, RFC 6761): never a real address. */
const EXAMPLE_DOMAIN =
  /(?:^|[@./])(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?:$|[/:])/i;

/** The line of `company.name` (its last key, after its parent's) in the facts file's `facts` object; 1 if not found. */
export function lineOfFact(source: string, name: string): number {
  let at = Math.max(0, source.indexOf('export const facts'));
  for (const key of name.split('.')) {
    const found = new RegExp(`^\\s*${key}\\s*:`, 'm').exec(source.slice(at));
    if (!found) return 1;
    at += found.index + found[0].length;
  }
  return source.slice(0, at).split('\n').length;
}

/** Every fact still a placeholder, and every filled-in fact that cannot be right; `source` is the file's text. */
export function factProblems(facts: AppFacts, source: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (object: object, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      const name = prefix + key;
      const report = (message: string) =>
        problems.push({
          file: FACTS_FILE,
          line: lineOfFact(source, name),
          message: `${FACT_NAMES[name] ?? name}: ${message}`,
        });
      if (isPlaceholder(value)) {
        const standIn =
          value.standIn === undefined ? '' : ` (the site uses the stand-in ${String(value.standIn)} meanwhile)`;
        report(
          `not filled in yet${standIn}. ${value.todo} Replace the whole placeholder(…) that starts on this line with the value.`,
        );
      } else if (isGroup(name)) walk(value as object, `${name}.`);
      else valueProblems(name, value).forEach(report);
    }
  };
  walk(facts, '');
  return problems.sort((a, b) => a.line - b.line);
}

/** Where the owner's words lack a language the site is published in: that language's pages would show another's. */
function proseProblems(prose: Prose, where: string): string[] {
  const missing = missingLanguages(prose, LOCALE_CODES);
  if (missing.length === 0) return [];
  const english = new Intl.DisplayNames(['en'], {type: 'language'});
  const named = missing.map((code) => `${english.of(code) ?? code} (${code})`).join(', ');
  return [
    `no words in ${named}: ${where} in ${missing.length > 1 ? 'those languages' : 'that language'} would show it in another language. ` +
      `Write it in each of the site's languages, as {${LOCALE_CODES.map((code) => `${code.includes('-') ? `'${code}'` : code}: '…'`).join(', ')}}.`,
  ];
}

/** What the type cannot say is wrong with a filled-in value. */
function valueProblems(name: string, value: unknown): string[] {
  if (name === 'company.governingLaw') return proseProblems(value as Prose, 'the terms');
  if (name === 'endorsements') {
    return (value as readonly Endorsement[]).flatMap((endorsement) =>
      endorsement.kind === 'award'
        ? proseProblems(endorsement.name, `the landing page's award "${proseIn(endorsement.name, 'en') ?? ''}"`)
        : [],
    );
  }
  if (typeof value === 'string') {
    if (/^\s*\[.*\]\s*$/.test(value)) return [`${value} is a label, not the value: write the real one.`];
    if (value.trim() === '') return ['empty; write the real value.'];
    if (EXAMPLE_DOMAIN.test(value))
      return [`${value} is an example address, which reaches nobody: write the real one.`];
  }
  switch (name) {
    case 'appStoreId':
      return /^\d+$/.test(String(value))
        ? []
        : [
            `"${value}" is not an App Store id: write only its digits, as in apps.apple.com/app/id1234567890 (without "id").`,
          ];
    case 'supportEmail':
    case 'company.email':
      return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(value)) ? [] : [`"${value}" is not a complete e-mail address.`];
    case 'siteUrl':
      return /^https:\/\/[^/\s]+$/.test(String(value))
        ? []
        : [`"${value}": write https:// and the domain, with nothing after it (no / at the end).`];
    case 'minimumIos':
      return /^\d+(\.\d+){0,2}$/.test(String(value))
        ? []
        : [`"${value}" is not a version number: write the number alone, like '17.0'.`];
    case 'languages': {
      const tags = value as readonly string[];
      if (tags.length === 0) return ["the list is empty; write at least one, like ['es']."];
      return tags.flatMap((tag) => {
        try {
          Intl.getCanonicalLocales(tag);
          return [];
        } catch {
          return [`"${tag}" is not a language code; write codes like 'es', 'fr' or 'pt-BR' (BCP 47).`];
        }
      });
    }
    case 'priceModel': {
      const price = value as {kind: string; amount?: string; currency?: string};
      if (price.kind !== 'paid') return [];
      return [
        ...(/^\d+(\.\d{1,2})?$/.test(price.amount ?? '')
          ? []
          : ["a paid app needs its amount in digits, like amount: '4.99'."]),
        ...(Intl.supportedValuesOf('currency').includes(price.currency ?? '')
          ? []
          : ["a paid app needs its currency as a three-letter code, like currency: 'USD' or 'EUR'."]),
      ];
    }
    default:
      return [];
  }
}

/** A language the site is published in, as the badge check needs it (`src/i18n/locales.ts`). */
export interface BadgeLanguage {
  readonly code: string;
  /** The language named in English, for the owner: "German". */
  readonly name: string;
}

/** Where a language's badge lives: `brand/app-store/<code>/badge-black.svg`. */
export function badgePath(language: BadgeLanguage, name: string): string {
  return `${BADGE_FOLDER}/${language.code}/${name}`;
}

/**
 * The stand-in and missing badges: one line per kind of artwork (black, white) and what is wrong with it, naming
 * every language it concerns. `read` gives a badge's text, or undefined when the file is missing.
 */
export function badgeProblems(
  languages: readonly BadgeLanguage[],
  read: (path: string) => string | undefined,
): Problem[] {
  return BADGES.flatMap(({name, colour}) => {
    const missing: string[] = [];
    const standIn: string[] = [];
    for (const language of languages) {
      const text = read(badgePath(language, name));
      if (text === undefined) missing.push(language.name);
      else if (text.includes(STAND_IN_BADGE_MARKER)) standIn.push(language.name);
    }
    const file = `${BADGE_FOLDER}/<language>/${name}`;
    const fetch =
      `download Apple's "Download on the App Store" badge in each of those languages from its App Store Marketing Guidelines (${APPLE_BADGES}, the section on the badge), ` +
      `and save the ${colour} one as ${file}, where <language> is ${languages.map(({code}) => code).join(', ')} (keep that name; the page shows it 44 px tall).`;
    return [
      ...(standIn.length
        ? [
            {
              file,
              line: 1,
              message: `The ${colour} App Store badge is a stand-in drawn for this site, not Apple's artwork, in ${standIn.join(', ')}: ${fetch}`,
            },
          ]
        : []),
      ...(missing.length
        ? [{file, line: 1, message: `The ${colour} App Store badge is missing in ${missing.join(', ')}: ${fetch}`}]
        : []),
    ];
  });
}
