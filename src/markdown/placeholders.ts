import {facts, siteFacts, type AppFacts} from '../data/app';
import {formatLanguages, priceModelText, type FactWords} from '../data/factWording';
import {known, type Fact} from '../data/placeholder';
import {ENGLISH_FACT_MESSAGES, documentFactWords, documentLanguage, factWords} from './documentWords';

/**
 * The words an editor of `docs/*.md` writes instead of an app fact, so that a
 * new name, address or price in `src/data/app.ts` reaches every document.
 * Double braces: plain text to CommonMark, to YAML front matter and to GitHub's
 * preview, and nothing legal prose ever contains by accident.
 *
 * `kind`: a `name` or `mail` typed out in a document is reported by the docs
 * check (the placeholder keeps it current); a `mail` becomes a mail link; a
 * `phrase` is words that prose may well contain anyway ("Free"); a `block`
 * stands on a line of its own and becomes a part of the page (the facts list).
 */
export interface TextPlaceholder {
  readonly kind: 'name' | 'mail' | 'phrase';
  readonly value: string;
  readonly meaning: string;
}

export interface BlockPlaceholder {
  readonly kind: 'block';
  readonly meaning: string;
}

/** A fact that is still a placeholder in `src/data/app.ts` shows as its label, e.g. "[Company name]". */
function shown(fact: Fact<string>, label: string): string {
  return known(fact) ?? label;
}

/** The words of `docs/*.md`: English. A translated document gets its language's (`documentWords.ts`). */
export const ENGLISH_FACT_WORDS: FactWords = factWords(ENGLISH_FACT_MESSAGES, 'en');

/** The placeholders and what each becomes, for the given facts, in the words of the document's language. */
export function documentPlaceholders(given: AppFacts, words: FactWords = ENGLISH_FACT_WORDS) {
  const app = siteFacts(given);
  const {pending} = words;
  const languages = known(given.languages);
  const priceModel = known(given.priceModel);
  return {
    appName: {kind: 'name', value: app.name, meaning: "the app's name"},
    supportEmail: {kind: 'mail', value: app.supportEmail, meaning: 'the support e-mail address'},
    companyName: {
      kind: 'name',
      value: shown(given.company.name, pending.companyName),
      meaning: 'the name of the company behind the app',
    },
    companyAddress: {
      kind: 'name',
      value: shown(given.company.postalAddress, pending.companyAddress),
      meaning: "the company's postal address",
    },
    companyEmail: {
      kind: 'mail',
      value: given.company.email ?? app.supportEmail,
      meaning: "the company's e-mail address (the support address unless src/data/app.ts gives another)",
    },
    governingLaw: {
      kind: 'phrase',
      value: shown(given.company.governingLaw, pending.governingLaw),
      meaning: 'the law that governs the terms',
    },
    languages: {
      kind: 'phrase',
      value: languages && languages.length > 0 ? formatLanguages(languages, words.locale) : pending.languages,
      meaning: 'the languages the app teaches',
    },
    price: {
      kind: 'phrase',
      value: priceModel ? priceModelText(priceModel, words.price, words.locale) : pending.price,
      meaning: 'what the app costs',
    },
    appFacts: {
      kind: 'block',
      meaning: "the list of the app's facts (languages, price, requirements, account), on a line of its own",
    },
    contactButton: {
      kind: 'block',
      meaning: 'a button that writes to the support address, with the address beside it, on a line of its own',
    },
  } as const satisfies Record<string, TextPlaceholder | BlockPlaceholder>;
}

/** The site's placeholders, from `src/data/app.ts`, as `docs/*.md` (English) shows them. */
export const PLACEHOLDERS = documentPlaceholders(facts);

export type Placeholders = typeof PLACEHOLDERS;

export type PlaceholderName = keyof Placeholders;

const IN_LANGUAGE = new Map<string, Placeholders>();

/**
 * The placeholders of the document in this file, in the document's language:
 * a translation under `i18n/<lang>/` says its facts as that language does.
 */
export function placeholdersOf(filePath: string | undefined): Placeholders {
  const language = filePath ? documentLanguage(filePath) : null;
  if (!language) return PLACEHOLDERS;
  const key = `${language.siteDir}\0${language.locale}`;
  let placeholders = IN_LANGUAGE.get(key);
  if (!placeholders) {
    placeholders = documentPlaceholders(facts, documentFactWords(language.siteDir, language.locale));
    IN_LANGUAGE.set(key, placeholders);
  }
  return placeholders;
}

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];

type AnyPlaceholders = Readonly<Partial<Record<string, TextPlaceholder | BlockPlaceholder>>>;

const EACH: AnyPlaceholders = PLACEHOLDERS;

/** The placeholders that stand for words in a sentence (all but the blocks). */
export const TEXT_PLACEHOLDERS: readonly (readonly [PlaceholderName, TextPlaceholder])[] = NAMES.flatMap((name) => {
  const placeholder = EACH[name]!;
  return placeholder.kind === 'block' ? [] : [[name, placeholder] as const];
});

/** The text a placeholder stands for (in English unless given a language's); undefined for a block or an unknown name. */
export function placeholderValue(name: string, placeholders: Placeholders = PLACEHOLDERS): string | undefined {
  const placeholder = (placeholders as AnyPlaceholders)[name];
  return placeholder && placeholder.kind !== 'block' ? placeholder.value : undefined;
}

/** Whether a link to this address is a mail link: one of the e-mail placeholders' values. */
export function isMailPlaceholderValue(url: string): boolean {
  return TEXT_PLACEHOLDERS.some(([, {kind, value}]) => kind === 'mail' && value === url);
}

/** `{{appName}}`, also written `{{ appName }}` or `{{AppName}}`. */
const PLACEHOLDER = /\{\{([^{}\n]*)\}\}/g;

export interface PlaceholderUse {
  /** As written, braces included. */
  readonly written: string;
  /** Offset of the opening brace in the text searched. */
  readonly index: number;
  /** The placeholder meant, or undefined when there is none of that name. */
  readonly name: PlaceholderName | undefined;
}

function normalized(name: string): string {
  return name.replace(/[\s_-]/g, '').toLowerCase();
}

/** The placeholder a (possibly mistyped in case or spacing) name means. */
export function placeholderNamed(name: string): PlaceholderName | undefined {
  return NAMES.find((known) => normalized(known) === normalized(name));
}

export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    written: m[0],
    index: m.index,
    name: placeholderNamed(m[1]),
  }));
}

/** Replaces every text placeholder; unknown ones and blocks are left as written. */
export function fillPlaceholders(text: string, placeholders: Placeholders = PLACEHOLDERS): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const meant = placeholderNamed(name);
    return (meant && placeholderValue(meant, placeholders)) ?? written;
  });
}

/** "{{appName}}, {{supportEmail}}, … or {{appFacts}}", for messages. */
export function placeholderList(): string {
  const each = NAMES.map((name) => `{{${name}}}`);
  return `${each.slice(0, -1).join(', ')} or ${each[each.length - 1]}`;
}

/** What to write instead of a mistyped placeholder or a blank, for messages. */
export function placeholderChoices(): string {
  return `one of the placeholders ${placeholderList()} (the README's "Editing the documents" says what each one shows)`;
}

/** The placeholder a mistyped name is closest to, if it is close: `{{appname2}}` → appName. */
export function nearestPlaceholder(name: string): PlaceholderName | undefined {
  const typed = normalized(name);
  let best: {name: PlaceholderName; distance: number} | undefined;
  for (const candidate of NAMES) {
    const distance = editDistance(typed, normalized(candidate));
    if (!best || distance < best.distance) best = {name: candidate, distance};
  }
  return best && best.distance <= Math.max(2, Math.floor(typed.length / 4)) ? best.name : undefined;
}

export function unknownPlaceholderMessage(written: string): string {
  const meant = nearestPlaceholder(written.slice(2, -2));
  const guess = meant ? `did you mean {{${meant}}}, ${PLACEHOLDERS[meant].meaning}? Otherwise write ` : 'write ';
  return `${written} is not a placeholder: ${guess}${placeholderChoices()}.`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** A block placeholder written inside a sentence, a link or the top block. */
export function misplacedBlockMessage(written: string): string {
  return `${written} shows a part of the page of its own: write it alone on a line, with an empty line before and after it.`;
}

/**
 * `<AppName />`, the components these documents used when they were MDX: in
 * Markdown they would silently print nothing, so they are named and refused.
 */
export const COMPONENT_TAG = /^<([A-Z][A-Za-z0-9]*)\b[^>]*>$/;

export function componentTagMessage(tag: string): string {
  const meant = placeholderNamed(/^<\/?([A-Za-z0-9]+)/.exec(tag)?.[1] ?? '');
  return meant
    ? `${tag} is the old way of writing ${PLACEHOLDERS[meant].meaning}: write {{${meant}}} instead.`
    : `${tag} looks like a code component, which these documents cannot show: write ${placeholderChoices()}, or plain text.`;
}

/**
 * An editor's mistake in a document, found while building: thrown with a
 * one-line message and no stack, because the stack is Docusaurus's own and
 * says nothing about the Markdown.
 */
export class DocumentError extends Error {
  constructor(file: string, line: number | undefined, sentence: string) {
    super(`${file}${line ? `:${line}` : ''}: ${sentence}`);
    // Docusaurus prints `stack` (with the message) under the message; the
    // message is all there is to say.
    this.stack = this.message;
  }
}
// On the prototype, so that Docusaurus's JSON dump of the error stays empty.
DocumentError.prototype.name = 'DocumentError';
