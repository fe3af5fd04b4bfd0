import {app} from '../data/app';

/**
 * The words an editor of `docs/*.md` writes instead of an app fact, so that a
 * new name or support address in `src/data/app.ts` reaches every document.
 * Double braces: plain text to CommonMark, to YAML front matter and to GitHub's
 * preview, and nothing legal prose ever contains by accident.
 */
export const PLACEHOLDERS = {
  appName: {value: app.name, meaning: "the app's name"},
  supportEmail: {value: app.supportEmail, meaning: 'the support e-mail address'},
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];

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

/** Replaces every known placeholder; unknown ones are left as written. */
export function fillPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    const known = placeholderNamed(name);
    return known ? PLACEHOLDERS[known].value : written;
  });
}

/** "{{appName}} for the app's name or {{supportEmail}} for …", for messages. */
export function placeholderChoices(): string {
  const each = NAMES.map((name) => `{{${name}}} for ${PLACEHOLDERS[name].meaning}`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} or ${each[each.length - 1]}` : each[0];
}

export function unknownPlaceholderMessage(written: string): string {
  return `${written} is not a placeholder: write ${placeholderChoices()}.`;
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
