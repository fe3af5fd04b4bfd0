import path from 'node:path';
import type {Link, Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {
  COMPONENT_TAG,
  DocumentError,
  PLACEHOLDERS,
  componentTagMessage,
  fillPlaceholders,
  findPlaceholders,
  unknownPlaceholderMessage,
} from './placeholders';

interface MarkdownFile {
  readonly path?: string;
}

/**
 * Remark plugin: replaces `{{appName}}` and `{{supportEmail}}` in a document
 * with the app facts. The support address becomes a mail link unless it is
 * already inside one. An unknown placeholder, or an old `<AppName />` tag,
 * stops the build with the file, the line and the placeholders that exist.
 *
 * Configured as a *before-default* plugin, so that heading anchors, the table
 * of contents and link checks see the filled-in text.
 */
export default function remarkPlaceholders() {
  return (tree: Root, file: MarkdownFile): void => {
    const where = file.path ? path.relative(process.cwd(), file.path) : 'a document';
    visit(tree, false, (node, line) => {
      const fail = (sentence: string, offsetLines = 0) => {
        throw new DocumentError(where, line && line + offsetLines, sentence);
      };
      const fill = (text: string) => {
        for (const use of findPlaceholders(text)) {
          if (!use.name) fail(unknownPlaceholderMessage(use.written), linesBefore(text, use.index));
        }
        return fillPlaceholders(text);
      };
      switch (node.type) {
        case 'link':
        case 'image':
        case 'definition':
          node.url = fill(node.url);
          if (node.url === PLACEHOLDERS.supportEmail.value) node.url = `mailto:${node.url}`;
          if (node.title) node.title = fill(node.title);
          if (node.type === 'image' && node.alt) node.alt = fill(node.alt);
          break;
        case 'html':
          if (COMPONENT_TAG.test(node.value.trim())) fail(componentTagMessage(node.value.trim()));
          node.value = fill(node.value);
          break;
        case 'text':
          fill(node.value);
          break;
      }
    });
    replaceTextPlaceholders(tree);
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

/** Text: the name as text, the address as a mail link (plain text inside a link). */
function replaceTextPlaceholders(tree: Root): void {
  const email = PLACEHOLDERS.supportEmail.value;
  visit(tree, false, (node, _line, inLink) => {
    if (!('children' in node) || inLink || node.type === 'link' || node.type === 'linkReference') return;
    const parent = node as Parent;
    const children: Nodes[] = parent.children;
    parent.children = children.flatMap((child): Nodes[] => {
      if (child.type !== 'text') return [child];
      const parts = splitAtMailPlaceholders(child.value).map((part): PhrasingContent =>
        part === MAIL_LINK
          ? ({type: 'link', url: `mailto:${email}`, children: [{type: 'text', value: email}]} satisfies Link)
          : ({type: 'text', value: part} satisfies Text),
      );
      return parts.length === 1 && parts[0].type === 'text' ? [{...child, value: parts[0].value}] : parts;
    }) as typeof parent.children;
  });
  // Inside links the address is just text.
  visit(tree, false, (node) => {
    if (node.type === 'text') node.value = fillPlaceholders(node.value);
  });
}

const MAIL_LINK = Symbol('mail link');

/** Splits text around `{{supportEmail}}` and fills every other placeholder. */
function splitAtMailPlaceholders(text: string): (string | typeof MAIL_LINK)[] {
  const parts: (string | typeof MAIL_LINK)[] = [];
  let rest = 0;
  for (const use of findPlaceholders(text)) {
    if (use.name !== 'supportEmail') continue;
    parts.push(fillPlaceholders(text.slice(rest, use.index)), MAIL_LINK);
    rest = use.index + use.written.length;
  }
  parts.push(fillPlaceholders(text.slice(rest)));
  return parts.filter((part) => part !== '');
}
