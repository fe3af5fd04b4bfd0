import {known, placeholder, working, type Fact, type WorkingFact} from '../lib/placeholder';
import type {LocaleCode} from '../i18n/locales';

/**
 * The facts a site owner changes. Every page, the config and the documents in
 * `docs/` read them from here, so a rename or a new store URL is one edit.
 *
 * A fact nobody has given yet is `placeholder('what to fill in')`: the site
 * shows it as a bracketed label ("[Company name]") and `npm run check:launch`
 * lists it. To fill one in, replace the whole `placeholder(…)` with the value,
 * e.g. `minimumIos: '17.0',`. Never put a guess here: the site states these as
 * facts to visitors and search engines.
 */

/** A language as a BCP 47 tag: 'es' (Spanish), 'fr', 'pt-BR' (Brazilian Portuguese), 'zh-Hans'. */
export type LanguageTag = string;

/** What the app costs, as the App Store shows it. Each kind has its own wording (`src/lib/factWording.ts`). */
export type PriceModel =
  /** Free, nothing to buy. */
  | {readonly kind: 'free'}
  /** Free to download, with one-off in-app purchases. */
  | {readonly kind: 'inAppPurchases'}
  /** Free to download, with a subscription. */
  | {readonly kind: 'subscription'}
  /** Paid up front: `amount` as digits ('4.99') in `currency` (ISO 4217: 'USD', 'EUR'). */
  | {readonly kind: 'paid'; readonly amount: string; readonly currency: string};

/** Whether a visitor must create an account to use the app. */
export type AccountNeed = 'required' | 'optional' | 'none';

/**
 * Words the owner writes in each of the site's languages, as a lawyer would: `{en: 'the laws of Ireland', de: 'dem
 * Recht Irlands', …}`. A plain string is English only: `npm run check:launch` then names every other language.
 */
export type Prose = string | Readonly<Partial<Record<LocaleCode, string>>>;

/** Who is behind the app: "we" in the privacy policy and the terms. */
export interface Company {
  /** The legal name of the company or person that publishes the app. */
  readonly name: Fact<string>;
  /** Where it is established, as a country code (ISO 3166-1): 'DE', 'FR', 'US'. The legal notice shows what that country's law and each language's readers expect. */
  readonly country: Fact<string>;
  /** Postal address for legal matters, on one line, parts separated by commas. */
  readonly postalAddress: Fact<string>;
  /** Contact address for legal matters; leave it out when the support address serves. */
  readonly email?: string;
  /**
   * A phone number for the legal notice; leave it out if there is none to give. German readers expect a second way to
   * reach the company besides e-mail (§ 5 DDG): a phone number, unless a lawyer says the contact form is enough.
   */
  readonly phone?: string;
  /** Who represents the company in law (its managing director, or the person who publishes the app). */
  readonly representative: Fact<string>;
  /** The commercial register: `{registry: 'Amtsgericht Berlin-Charlottenburg', number: 'HRB 123456'}`, or 'none'. */
  readonly register: Fact<{readonly registry: string; readonly number: string} | 'none'>;
  /** The VAT identification number ('DE123456789'), or 'none'. */
  readonly vatId: Fact<string>;
  /** The law that governs the terms, in every language: the words that complete "These terms are governed by …". */
  readonly governingLaw: Fact<Prose>;
  /** Whether the app is sold in Japan (paid, or with purchases in it): its Japanese legal notice then shows what the Act on Specified Commercial Transactions asks. */
  readonly sellsInJapan: Fact<boolean>;
}

/** Who writes the memory aids; the site words each kind in every language. */
export type MemoryAidWriter =
  /** An AI model of another company, named by `provider` ('OpenAI', 'Anthropic'). */
  | {readonly kind: 'aiModel'; readonly provider: string}
  /** An AI model the company runs itself. */
  | {readonly kind: 'ownAiModel'};

/** What a learner should know about the AI memory aids before trusting them (the page and the privacy policy). */
export interface MemoryAidFacts {
  readonly writtenBy: Fact<MemoryAidWriter>;
  /** Whether a word leaves the iPhone so that its memory aid can be written (sent to whoever writes it). */
  readonly wordsLeaveThePhone: Fact<boolean>;
}

/** One line of the credits page: what is used, where it comes from, who made it, under which licence. */
export interface Credit {
  readonly name: string;
  readonly url: string;
  readonly licence: string;
  /** The photographer, designer or project, where the licence asks for a name. */
  readonly author?: string;
}

/** What the credits page lists of the app itself, beside the website's own libraries. */
export interface Credits {
  /** The open-source libraries the iOS app ships (Xcode lists them in the app's package acknowledgements). */
  readonly appLibraries: Fact<readonly Credit[]>;
  /** The images the app shows from a stock photo site: each photo, its photographer, the site, the licence. */
  readonly stockPhotos: Fact<readonly Credit[]>;
  /** The icons the app uses from an icon site: the set or each icon, the site, the licence. */
  readonly icons: Fact<readonly Credit[]>;
}

/** A rating, award or press quote, as the owner gives it: shown on the landing page only when given. */
export type Endorsement =
  | {readonly kind: 'rating'; readonly stars: number; readonly ratings: number}
  /** The award's name in every language (the App Store names "App of the Day" in each). */
  | {readonly kind: 'award'; readonly name: Prose; readonly year: number}
  /** A quote in the language it was said in (`language`, a code of the site's): shown on that language's pages. */
  | {readonly kind: 'quote'; readonly text: string; readonly source: string; readonly language: LocaleCode};

/** The web host, which the French legal notice must name (LCEN): the Cloudflare Pages project's owner. */
export interface Host {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
}

export interface AppFacts {
  /** Product name, shown in the navbar, titles and the documents. */
  readonly name: string;
  /** Numeric App Store id (the digits after `id` in the store URL). */
  readonly appStoreId: WorkingFact<string>;
  /** Where people write for help or to delete their account. */
  readonly supportEmail: WorkingFact<string>;
  /** Production origin, without a trailing slash. */
  readonly siteUrl: WorkingFact<string>;
  /** The languages a learner can learn with the app. */
  readonly languages: Fact<readonly LanguageTag[]>;
  readonly priceModel: Fact<PriceModel>;
  /** Lowest iOS version the app runs on, as the App Store says it: '17.0'. */
  readonly minimumIos: Fact<string>;
  readonly account: Fact<AccountNeed>;
  readonly company: Company;
  readonly host: Fact<Host>;
  readonly memoryAids: MemoryAidFacts;
  readonly credits: Credits;
  /** App Store rating, awards, press quotes; `[]` when there are none to show. */
  readonly endorsements: Fact<readonly Endorsement[]>;
}

export const facts: AppFacts = {
  name: 'Wordkeep',
  appStoreId: placeholder(
    "The app's App Store id: the digits after “id” in its App Store address (App Store Connect → the app → App Information → Apple ID).",
    '6700000000',
  ),
  supportEmail: placeholder(
    'The e-mail address where people write for help and to delete their account.',
    'support@example.com',
  ),
  siteUrl: placeholder(
    "The website's address: https:// and the domain, with no / at the end (the custom domain of the Cloudflare Pages project).",
    'https://wordkeep.example.com',
  ),
  languages: placeholder("The languages the app teaches, as BCP 47 codes in a list, e.g. ['es', 'fr', 'pt-BR']."),
  priceModel: placeholder(
    "What the app costs, as on its App Store page: {kind: 'free'}, {kind: 'inAppPurchases'}, {kind: 'subscription'} or {kind: 'paid', amount: '4.99', currency: 'USD'}.",
  ),
  minimumIos: placeholder(
    "The lowest iOS version the app runs on, as its App Store page says under Compatibility, e.g. '17.0'.",
  ),
  account: placeholder("Whether people need an account to use the app: 'required', 'optional' or 'none'."),
  company: {
    name: placeholder(
      'The legal name of the company or person that publishes the app (the seller on its App Store page).',
    ),
    country: placeholder("Where the company is established, as a two-letter country code: 'DE', 'FR', 'IE', 'US'."),
    postalAddress: placeholder(
      'The postal address of the company for legal matters, on one line, parts separated by commas.',
    ),
    // email: 'legal@…', // Optional: the legal pages give the support address unless you add one here.
    // phone: '+49 30 1234567', // Optional: shown on the legal notice (German readers expect one).
    representative: placeholder(
      'Who represents the company in law, for the legal notice (Impressum): the managing director(s) by name, or the person who publishes the app.',
    ),
    register: placeholder(
      "The commercial register entry for the legal notice, e.g. {registry: 'Amtsgericht Berlin-Charlottenburg', number: 'HRB 123456'}; or 'none' if the company is in no register.",
    ),
    vatId: placeholder("The VAT identification number for the legal notice, e.g. 'DE123456789'; or 'none'."),
    governingLaw: placeholder(
      "The law that governs the terms, in each of the site's languages, as the words that complete \"These terms are governed by …\": {en: 'the laws of Ireland', es: 'las leyes de Irlanda', 'pt-BR': 'as leis da Irlanda', de: 'dem Recht Irlands', fr: 'le droit irlandais', ja: 'アイルランド法', ar: 'قوانين أيرلندا'} (have a lawyer check each).",
    ),
    sellsInJapan: placeholder(
      'Whether the app is sold in Japan, paid or with purchases in it: true or false (the Japanese legal notice then shows the seller, price, payment and delivery, as Japanese law asks).',
    ),
  },
  host: placeholder(
    "The web host, for the French legal notice: {name: 'Cloudflare, Inc.', address: '<its postal address>', phone: '<its phone number>'}, as Cloudflare's own legal notice gives them.",
  ),
  memoryAids: {
    writtenBy: placeholder(
      "Who writes the memory aids: {kind: 'aiModel', provider: '<the AI company>'} for another company's AI model, or {kind: 'ownAiModel'}.",
    ),
    wordsLeaveThePhone: placeholder(
      'Whether a word leaves the iPhone so that its memory aid can be written (it is sent to whoever writes it): true or false.',
    ),
  },
  credits: {
    appLibraries: placeholder(
      "The open-source libraries the iOS app ships, as a list: [{name: 'Alamofire', url: 'https://github.com/Alamofire/Alamofire', licence: 'MIT License'}, …] (Xcode: the app's package acknowledgements); [] if none.",
    ),
    stockPhotos: placeholder(
      "The photos the app shows from a stock photo site, as a list: [{name: 'Café table', url: '<the photo's page>', author: '<photographer>', licence: 'Unsplash License'}, …]; [] if none.",
    ),
    icons: placeholder(
      "The icons the app uses from an icon site, as a list: [{name: 'Phosphor Icons', url: 'https://phosphoricons.com', licence: 'MIT License'}, …]; [] if none.",
    ),
  },
  endorsements: placeholder(
    "Ratings, awards or press quotes to show on the landing page, e.g. [{kind: 'rating', stars: 4.8, ratings: 1200}, {kind: 'award', name: {en: 'App of the Day', de: 'App des Tages', …}, year: 2026}, {kind: 'quote', text: '…', source: 'The Verge', language: 'en'}]; [] for none.",
  ),
};

/** The price of the download on the App Store; none while the price model is a placeholder. */
export interface DownloadPrice {
  readonly amount?: string;
  readonly currency?: string;
}

export function downloadPrice(priceModel: Fact<PriceModel>): DownloadPrice {
  const model = known(priceModel);
  if (!model) return {};
  return model.kind === 'paid' ? {amount: model.amount, currency: model.currency} : {amount: '0'};
}

/**
 * What the site builds with: the facts, and the working values of those it
 * needs before launch (the store link, the support address, the site's
 * address: their stand-ins until they are filled in).
 */
export function siteFacts(given: AppFacts) {
  const appStoreId = working(given.appStoreId);
  return {
    name: given.name,
    appStoreId,
    /** The app's page on the App Store: the only external link of the site. */
    appStoreUrl: `https://apps.apple.com/app/id${appStoreId}`,
    supportEmail: working(given.supportEmail),
    siteUrl: working(given.siteUrl),
    /** The download's price, none while unknown (the hero's label reads it). */
    price: downloadPrice(given.priceModel),
    /** The facts as given, placeholders included, for what must tell a known fact from an unknown one. */
    facts: given,
  } as const;
}

export type SiteFacts = ReturnType<typeof siteFacts>;

export const app: SiteFacts = siteFacts(facts);
