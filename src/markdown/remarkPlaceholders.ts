import path from 'node:path';
import type {Link, Nodes, Parent, PhrasingContent, Root, RootContent, Text} from 'mdast';
import {
  COMPONENT_TAG,
  DocumentError,
  PLACEHOLDERS,
  componentTagMessage,
  fillPlaceholders,
  findPlaceholders,
  isMailPlaceholderValue,
  misplacedBlockMessage,
  placeholderValue,
  placeholdersOf,
  unknownPlaceholderMessage,
  type PlaceholderName,
  type Placeholders,
} from './placeholders';
import {documentPart} from './documentParts';

interface MarkdownFile {
  readonly path?: string;
}

/**
 * Remark plugin: replaces `{{appName}}`, `{{supportEmail}}` and the other
 * placeholders in a document with the app facts. An e-mail address becomes a
 * mail link unless it is already inside one. The facts are said in the
 * document's language (a translation under `i18n/<lang>/` gets that
 * language's list, money and words). `{{appFacts}}` alone on a line
 * becomes the facts list. An unknown placeholder, a block placeholder inside a
 * sentence, or an old `<AppName />` tag stops the build with the file, the line
 * and what to write instead.
 *
 * Configured as a *before-default* plugin, so that heading anchors, the table
 * of contents and link checks see the filled-in text.
 */
export default function remarkPlaceholders() {
  return (tree: Root, file: MarkdownFile): void => {
    const where = file.path ? path.relative(process.cwd(), file.path) : 'a document';
    const placeholders = placeholdersOf(file.path);
    replaceBlockPlaceholders(tree);
    visit(tree, false, (node, line) => {
      const fail = (sentence: string, offsetLines = 0) => {
        throw new DocumentError(where, line && line + offsetLines, sentence);
      };
      const fill = (text: string) => {
        for (const use of findPlaceholders(text)) {
          if (!use.name) fail(unknownPlaceholderMessage(use.written), linesBefore(text, use.index));
          else if (PLACEHOLDERS[use.name].kind === 'block') {
            fail(misplacedBlockMessage(use.written), linesBefore(text, use.index));
          }
        }
        return fillPlaceholders(text, placeholders);
      };
      switch (node.type) {
        case 'link':
        case 'image':
        case 'definition':
          node.url = fill(node.url);
          if (isMailPlaceholderValue(node.url)) node.url = `mailto:${node.url}`;
          if (node.title) node.title = fill(node.title);
          if (node.type === 'image' && node.alt) node.alt = fill(node.alt);
          break;
        case 'html':
          // A note for editors is never shown, and may name a placeholder.
          if (node.value.trim().startsWith('<!--')) break;
          if (COMPONENT_TAG.test(node.value.trim())) fail(componentTagMessage(node.value.trim()));
          node.value = fill(node.value);
          break;
        case 'text':
          fill(node.value);
          break;
      }
    });
    replaceTextPlaceholders(tree, placeholders);
  };
}

function linesBefore(text: string, index: number): number {
  return text.slice(0, index).split('\n').length - 1;
}

/** Depth-first walk with the node's line, telling whether it sits inside a link. */
function visit(node: Nodes, inLink: boolean, each: (node: Nodes, line: number | undefined, inLink: boolean) => void) {
  each(node, node.position?.start.line, inLink);
  if ('children' in node) {
    const childrenInLink = inLink || node.type === 'link' || node.type === 'linkReference';
    for (const child of node.children) visit(child as Nodes, childrenInLink, each);
  }
}

/** A paragraph that is only a block placeholder (`{{appFacts}}`, `{{contactButton}}`) becomes that part of the page. */
function replaceBlockPlaceholders(tree: Root): void {
  tree.children = tree.children.map((node): RootContent => {
    if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0].type !== 'text') return node;
    const uses = findPlaceholders(node.children[0].value);
    const name = uses[0]?.name;
    if (uses.length !== 1 || uses[0].written !== node.children[0].value.trim() || !name) return node;
    return PLACEHOLDERS[name].kind === 'block'
      ? documentPart(name as 'appFacts' | 'contactButton', node.position)
      : node;
  });
}

/** Text: the name as text, an address as a mail link (plain text inside a link). */
function replaceTextPlaceholders(tree: Root, placeholders: Placeholders): void {
  visit(tree, false, (node, _line, inLink) => {
    if (!('children' in node) || inLink || node.type === 'link' || node.type === 'linkReference') return;
    const parent = node as Parent;
    const children: Nodes[] = parent.children;
    parent.children = children.flatMap((child): Nodes[] => {
      if (child.type !== 'text') return [child];
      const parts = splitAtMailPlaceholders(child.value, placeholders).map((part): PhrasingContent =>
        typeof part === 'string'
          ? ({type: 'text', value: part} satisfies Text)
          : ({type: 'link', url: `mailto:${part.mail}`, children: [{type: 'text', value: part.mail}]} satisfies Link),
      );
      return parts.length === 1 && parts[0].type === 'text' ? [{...child, value: parts[0].value}] : parts;
    }) as typeof parent.children;
  });
  // Inside links the address is just text.
  visit(tree, false, (node) => {
    if (node.type === 'text') node.value = fillPlaceholders(node.value, placeholders);
  });
}

/** Splits text around the e-mail placeholders (`{{supportEmail}}`) and fills every other placeholder. */
function splitAtMailPlaceholders(text: string, placeholders: Placeholders): (string | {readonly mail: string})[] {
  const parts: (string | {readonly mail: string})[] = [];
  let rest = 0;
  for (const use of findPlaceholders(text)) {
    if (!use.name || !isMail(use.name)) continue;
    parts.push(fillPlaceholders(text.slice(rest, use.index), placeholders), {
      mail: placeholderValue(use.name, placeholders)!,
    });
    rest = use.index + use.written.length;
  }
  parts.push(fillPlaceholders(text.slice(rest), placeholders));
  return parts.filter((part) => part !== '');
}

function isMail(name: PlaceholderName): boolean {
  return PLACEHOLDERS[name].kind === 'mail';
}
