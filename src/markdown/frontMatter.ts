import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {
  DocumentError,
  PLACEHOLDERS,
  findPlaceholders,
  misplacedBlockMessage,
  placeholderValue,
  placeholdersOf,
  unknownPlaceholderMessage,
  type Placeholders,
} from './placeholders';

/** The block between the two `---` lines at the top of a document. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * YAML gives `{` a meaning at the start of a value, so `description:
 * {{appName}} …` would not parse. Placeholders are swapped for a plain-word
 * token before parsing and for their value after it, which works in quoted and
 * unquoted values alike.
 */
const token = (name: string) => `xPLACEHOLDERx${name}x`;
const TOKEN = /xPLACEHOLDERx(\w+)x/g;

/** Front matter with the placeholders' tokens in place; throws on an unknown one. */
export function tokenizeFrontMatter(fileContent: string, file: string): string {
  const block = FRONT_MATTER.exec(fileContent);
  if (!block) return fileContent;
  let tokenized = block[0];
  for (const use of findPlaceholders(block[0]).reverse()) {
    if (!use.name || PLACEHOLDERS[use.name].kind === 'block') {
      const line = block[0].slice(0, use.index).split('\n').length;
      const sentence = use.name ? misplacedBlockMessage(use.written) : unknownPlaceholderMessage(use.written);
      throw new DocumentError(file, line, sentence);
    }
    tokenized = tokenized.slice(0, use.index) + token(use.name) + tokenized.slice(use.index + use.written.length);
  }
  return tokenized + fileContent.slice(block[0].length);
}

/** Every string in the parsed front matter with its tokens replaced by the app facts (in the document's language). */
export function untokenize<T>(value: T, placeholders: Placeholders = PLACEHOLDERS): T {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (written, name: string) => placeholderValue(name, placeholders) ?? written) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => untokenize(item, placeholders)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, untokenize(v, placeholders)])) as T;
  }
  return value;
}

/**
 * `markdown.parseFrontMatter` of the site config: the docs plugin (web pages'
 * titles, descriptions) and the Markdown loader (the app's pages, which read
 * `frontMatter`) both parse front matter through it.
 */
export const parseFrontMatterWithPlaceholders: ParseFrontMatter = async (params) => {
  const file = path.relative(process.cwd(), params.filePath);
  let fileContent: string;
  try {
    fileContent = tokenizeFrontMatter(params.fileContent, file);
  } catch (error) {
    // Docusaurus reports this as a YAML problem and shows only the stack.
    console.error(`[ERROR] ${(error as Error).message}`);
    throw error;
  }
  const result = await params.defaultParseFrontMatter({...params, fileContent});
  return {...result, frontMatter: untokenize(result.frontMatter, placeholdersOf(params.filePath))};
};
