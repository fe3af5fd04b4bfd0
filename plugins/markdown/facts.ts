/**
 * The app facts in the documents. An editor writes `{{appName}}`, `{{supportEmail}}`… in `docs/*.md` (and in the
 * translations); Docusaurus's own hooks fill them in from `src/data/app.ts`: `markdown.preprocessor` the text,
 * `markdown.parseFrontMatter` the title and description. Each document says its facts in its own language ("[Prix]",
 * "Kostenlos, mit In-App-Käufen"), with the messages the site's components show (`AppFacts`, the footer).
 * `{{appFacts}}` and `{{contactButton}}` alone on a line become parts of the page (`remarkDocumentParts.ts`).
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {facts, siteFacts, type AppFacts, type Credit} from '../../src/data/app';
import {formatLanguages, memoryAidWriterText, priceModelText, proseIn} from '../../src/lib/factWording';
import {legalNoticeFields, legalNoticeMarkdown, punctuation} from './legalNotice';
import {known, type Fact} from '../../src/lib/placeholder';
import {DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, localeOf, type LocaleCode} from '../../src/i18n/locales';
import {DOCS_TRANSLATION_FOLDER} from '../i18n/translations';
import {languageMessages, sourceMessages, type Messages} from '../i18n/messages';

/** What each placeholder shows, in the words the error messages and EDITING.md use. */
export const PLACEHOLDERS = {
  appName: "the app's name",
  supportEmail: 'the support e-mail address, as a mail link',
  companyName: 'the name of the company behind the app',
  companyAddress: "the company's postal address",
  companyEmail:
    "the company's e-mail address, as a mail link (the support address unless src/data/app.ts gives another)",
  governingLaw: 'the law that governs the terms, in the document’s language',
  languages: 'the languages the app teaches',
  price: 'what the app costs',
  memoryAidWriter: 'who writes the memory aids',
  memoryAidData: 'one sentence on whether a word leaves the iPhone to have its memory aid written',
  appLibraries: 'the list of open-source libraries the app uses, on a line of its own',
  stockPhotos: 'the list of photos from a stock photo site the app shows, on a line of its own',
  iconCredits: 'the list of icons from an icon site the app uses, on a line of its own',
  appFacts: "the list of the app's facts (languages, price, requirements, account), on a line of its own",
  companyDetails:
    "the legal notice's list of the company's details, the fields its readers' law asks for, on a line of its own",
  contactButton: 'a button that writes to the support address, on a line of its own',
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;
export type BlockName = 'appFacts' | 'contactButton' | 'companyDetails';
export type TextName = Exclude<PlaceholderName, BlockName>;
export type DocumentFacts = Readonly<Record<TextName | 'companyDetails', string>>;

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];
const isBlock = (name: PlaceholderName): name is BlockName =>
  name === 'appFacts' || name === 'contactButton' || name === 'companyDetails';
const isMail = (name: PlaceholderName) => name === 'supportEmail' || name === 'companyEmail';

/** `{{appName}}`, also written `{{ appName }}` or `{{AppName}}`. */
export const PLACEHOLDER = /\{\{([^{}\n]*)\}\}/g;

/** The placeholder a name means, whatever its case, spaces, dashes or underscores. */
export function placeholderNamed(name: string): PlaceholderName | undefined {
  const plain = (text: string) => text.replace(/[\s_-]/g, '').toLowerCase();
  return NAMES.find((known) => plain(known) === plain(name));
}

/** "{{appName}}, {{supportEmail}}, … or {{contactButton}}", for messages. */
export function placeholderList(): string {
  const each = NAMES.map((name) => `{{${name}}}`);
  return `${each.slice(0, -1).join(', ')} or ${each.at(-1)}`;
}

/** A list of credits as Markdown list items (the value stands on a line of its own), its pending label, or "None.". */
function creditList(credits: Fact<readonly Credit[]>, pending: string, none: string, locale: LocaleCode): string {
  const known_ = known(credits);
  if (!known_) return pending;
  if (known_.length === 0) return none;
  const text = (value: string) => value.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
  const {comma, colon} = punctuation(locale);
  return known_
    .map(
      ({name, url, licence, author}) =>
        `- [${text(name)}](<${url}>)${author ? `${comma}${text(author)}` : ''}${colon}${text(licence)}`,
    )
    .join('\n');
}

/** The facts as a document in `locale` says them; `messages` are the site's messages in that language. */
export function documentFacts(given: AppFacts, messages: Messages, locale: LocaleCode): DocumentFacts {
  const intl = localeOf(locale).htmlLang;
  const shown = (fact: Fact<string>, labelId: string) => known(fact) ?? messages[labelId]!;
  const languages = known(given.languages);
  const priceModel = known(given.priceModel);
  const app = siteFacts(given);
  const none = messages['facts.credits.none']!;
  return {
    appName: app.name,
    supportEmail: app.supportEmail,
    companyName: shown(given.company.name, 'facts.companyName.placeholder'),
    companyAddress: shown(given.company.postalAddress, 'facts.companyAddress.placeholder'),
    companyEmail: given.company.email ?? app.supportEmail,
    governingLaw: proseIn(known(given.company.governingLaw), locale) ?? messages['facts.governingLaw.placeholder']!,
    languages: languages?.length ? formatLanguages(languages, intl) : messages['appFacts.languages.placeholder']!,
    price: priceModel
      ? priceModelText(
          priceModel,
          {
            free: messages['appFacts.price.free']!,
            inAppPurchases: messages['appFacts.price.inAppPurchases']!,
            subscription: messages['appFacts.price.subscription']!,
            paid: (price) => messages['appFacts.price.paid']!.replace('{price}', price),
          },
          intl,
        )
      : messages['appFacts.price.placeholder']!,
    memoryAidWriter: ((writer) =>
      writer
        ? memoryAidWriterText(writer, {
            aiModel: messages['facts.memoryAidWriter.aiModel']!,
            ownAiModel: messages['facts.memoryAidWriter.ownAiModel']!,
          })
        : messages['home.trust.aids.pendingWriter']!)(known(given.memoryAids.writtenBy)),
    memoryAidData: ((leaves) =>
      leaves === undefined
        ? messages['home.trust.aids.pendingData']!
        : messages[leaves ? 'home.trust.aids.sent' : 'home.trust.aids.local']!)(
      known(given.memoryAids.wordsLeaveThePhone),
    ),
    appLibraries: creditList(
      given.credits.appLibraries,
      messages['facts.credits.appLibraries.placeholder']!,
      none,
      locale,
    ),
    stockPhotos: creditList(
      given.credits.stockPhotos,
      messages['facts.credits.stockPhotos.placeholder']!,
      none,
      locale,
    ),
    iconCredits: creditList(given.credits.icons, messages['facts.credits.icons.placeholder']!, none, locale),
    companyDetails: legalNoticeMarkdown(
      legalNoticeFields(given, messages, locale, given.company.email ?? app.supportEmail),
      locale,
    ),
  };
}

/** Every language's document facts, from the site's messages (read once: Docusaurus extracts them from `src/`). */
export async function loadDocumentFacts(siteDir: string, given: AppFacts = facts) {
  const english = await sourceMessages(siteDir);
  return new Map(
    LOCALE_CODES.map((locale) => [locale, documentFacts(given, languageMessages(siteDir, english, locale), locale)]),
  ) as ReadonlyMap<LocaleCode, DocumentFacts>;
}

const TRANSLATED = new RegExp(
  `[\\\\/]i18n[\\\\/]([^\\\\/]+)[\\\\/]${DOCS_TRANSLATION_FOLDER.replace(/\//g, '[\\\\/]')}[\\\\/]`,
);

/** A translation lives in `i18n/<lang>/docusaurus-plugin-content-docs/current/`; anything else is English. */
export function documentLocale(filePath: string): LocaleCode {
  const locale = TRANSLATED.exec(path.resolve(filePath))?.[1];
  return locale && isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * An editor's mistake in a document, found while building: one line with the file, the line and what to write,
 * and no stack (it would be Docusaurus's, and says nothing about the Markdown).
 */
export class DocumentError extends Error {
  constructor(filePath: string, line: number, sentence: string) {
    super(`${path.relative(process.cwd(), filePath)}:${line}: ${sentence}`);
    this.stack = this.message;
  }
}
DocumentError.prototype.name = 'DocumentError';

/** The block between the two `---` lines at the top of a document. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function unknownMessage(written: string): string {
  return `${written} is not a placeholder: write one of ${placeholderList()} (EDITING.md says what each one shows).`;
}

function blockMessage(written: string): string {
  return `${written} shows a part of the page of its own: write it alone on a line, with an empty line before and after it.`;
}

/** The top block with each placeholder's `fill`; an unknown or block placeholder there stops the build. */
function fillFrontMatter(front: string, filePath: string, fill: (name: TextName) => string): string {
  return front.replace(PLACEHOLDER, (written, inner: string, index: number) => {
    const name = placeholderNamed(inner);
    if (name && !isBlock(name)) return fill(name);
    throw new DocumentError(filePath, lineAt(front, index), name ? blockMessage(written) : unknownMessage(written));
  });
}

/** Notes for editors (`<!-- … -->`), placeholders, and the `<AppName />` tags of the time these documents were MDX. */
const FILLABLE = /<!--[\s\S]*?(?:-->|$)|\{\{([^{}\n]*)\}\}|<([A-Z][A-Za-z0-9]*)(?:\s[^<>]*)?\/?>/g;

/**
 * `markdown.preprocessor`: the document with its text placeholders filled in. An address becomes a mail link
 * (`<address>` in Markdown), plain text where it is a link's text or address. Block placeholders stay for the remark
 * plugin; anything else in double braces, a block inside a sentence or an old component tag stops the build.
 */
export function fillDocument(fileContent: string, filePath: string, values: DocumentFacts): string {
  const front = FRONT_MATTER.exec(fileContent)?.[0] ?? '';
  const body = fileContent.slice(front.length);
  const frontLines = front.split('\n').length - 1;
  const fail = (index: number, sentence: string): never => {
    throw new DocumentError(filePath, frontLines + lineAt(body, index), sentence);
  };
  const filledFront = fillFrontMatter(front, filePath, (name) => values[name]);
  const filledBody = body.replace(
    FILLABLE,
    (match, inner: string | undefined, tag: string | undefined, index: number) => {
      if (tag !== undefined) {
        const meant = placeholderNamed(tag);
        return fail(
          index,
          meant
            ? `${match} is the old way of writing ${PLACEHOLDERS[meant]}: write {{${meant}}} instead.`
            : `${match} looks like a code component, which these documents cannot show: write plain text, or one of ${placeholderList()}.`,
        );
      }
      if (inner === undefined) return match; // a note for editors
      const name = placeholderNamed(inner) ?? fail(index, unknownMessage(match));
      if (isBlock(name)) {
        const before = body.slice(0, index);
        const after = body.slice(index + match.length);
        const alone = /(^|\n[ \t]*\n)[ \t]*$/.test(before) && /^[ \t]*(\r?\n[ \t]*(\r?\n|$)|$)/.test(after);
        if (!alone) return fail(index, blockMessage(match));
        return name === 'companyDetails' ? values.companyDetails : `{{${name}}}`;
      }
      const value = values[name];
      if (!isMail(name)) return value;
      const before = body.slice(0, index);
      const after = body.slice(index + match.length);
      if (before.endsWith('](')) return `mailto:${value}`;
      if (before.endsWith('mailto:') || /^[^[\]\n]*\]\(/.test(after)) return value; // an address or a link's text
      return `<${value}>`;
    },
  );
  return filledFront + filledBody;
}

/** YAML gives `{` and `[` a meaning at the start of a value: placeholders are a plain word while YAML reads them. */
const token = (name: string) => `xFACTx${name}x`;
const TOKEN = /xFACTx(\w+)x/g;

function untokenize(value: unknown, values: DocumentFacts): unknown {
  if (typeof value === 'string') return value.replace(TOKEN, (_, name: TextName) => values[name]);
  if (Array.isArray(value)) return value.map((item) => untokenize(item, values));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, untokenize(item, values)]));
  }
  return value;
}

/**
 * The two Docusaurus hooks, for every language's facts: `preprocessor` (the Markdown) and `parseFrontMatter` (the
 * docs plugin's titles and descriptions, the app pages' `frontMatter`).
 */
export function documentHooks(factsByLocale: ReadonlyMap<LocaleCode, DocumentFacts>) {
  const valuesOf = (filePath: string) => factsByLocale.get(documentLocale(filePath))!;
  const preprocessor = ({filePath, fileContent}: {filePath: string; fileContent: string}) =>
    fillDocument(fileContent, filePath, valuesOf(filePath));
  const parseFrontMatter: ParseFrontMatter = async (params) => {
    const front = FRONT_MATTER.exec(params.fileContent)?.[0] ?? '';
    let tokenized: string;
    try {
      tokenized = fillFrontMatter(front, params.filePath, token);
    } catch (error) {
      // Docusaurus reports a front matter error as a YAML problem and prints only the stack.
      console.error(`[ERROR] ${(error as Error).message}`);
      throw error;
    }
    const result = await params.defaultParseFrontMatter({
      ...params,
      fileContent: tokenized + params.fileContent.slice(front.length),
    });
    return {
      ...result,
      frontMatter: untokenize(result.frontMatter, valuesOf(params.filePath)) as typeof result.frontMatter,
    };
  };
  return {preprocessor, parseFrontMatter};
}
