import type {BlockContent, Heading, List, Nodes, Root, RootContent} from 'mdast';
import type {Position} from 'unist';

import {type DocumentPartName} from '../../src/data/documents';

function documentPart(name: DocumentPartName, position?: Position, children: BlockContent[] = []): RootContent {
  // An mdast node of no standard type: mdast-util-to-hast makes it the element `data.hName` (hast names the
  // attribute in camel case).
  return {
    type: 'documentPart',
    position,
    children,
    data: {hName: 'div', hProperties: {dataDocumentPart: name}},
  } as unknown as RootContent;
}

/**
 * A document with this many `##` sections or more gets a contents list before
 * the first of them. The privacy policy and the terms have about a dozen; the
 * support page and the credits, with one to three, are short enough to scan.
 */
export const CONTENTS_MIN_SECTIONS = 4;

export interface ContentsEntry {
  readonly id: string;
  readonly text: string;
}

/** The `##` headings of a document, with the anchors Docusaurus gave them; empty below the threshold. */
export function contentsOf(tree: Root): ContentsEntry[] {
  const sections = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth === 2);
  if (sections.length < CONTENTS_MIN_SECTIONS) return [];
  return sections.map((heading) => {
    // Docusaurus's headings plugin puts the anchor in `data.id` (and `data.hProperties.id`).
    const id = (heading.data as {id?: string} | undefined)?.id;
    if (!id)
      throw new Error(
        `The heading "${plainText(heading)}" has no anchor: run remarkDocumentParts after Docusaurus's headings plugin.`,
      );
    return {id, text: plainText(heading)};
  });
}

/**
 * Remark plugin, after Docusaurus's own (which give each heading its anchor): the parts of a document page that are
 * not text. A paragraph that is only `{{appFacts}}` or `{{contactButton}}` (the preprocessor, `facts.ts`, made sure
 * it stands alone) becomes that part; a long document gets its contents list before its first `##` heading, after
 * the date and the introduction. Editors keep nothing by hand.
 */
export default function remarkDocumentParts() {
  return (tree: Root): void => {
    tree.children = tree.children.map(blockPart);
    const entries = contentsOf(tree);
    if (entries.length === 0) return;
    const list: List = {
      type: 'list',
      ordered: true,
      spread: false,
      children: entries.map(({id, text}) => ({
        type: 'listItem',
        spread: false,
        children: [
          {type: 'paragraph', children: [{type: 'link', url: `#${id}`, children: [{type: 'text', value: text}]}]},
        ],
      })),
    };
    const first = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
    tree.children.splice(first, 0, documentPart('contents', undefined, [list]));
  };
}

const BLOCKS: readonly DocumentPartName[] = ['appFacts', 'contactButton'];

function blockPart(node: RootContent): RootContent {
  const text = node.type === 'paragraph' && node.children.length === 1 ? plainText(node).trim() : '';
  const name = BLOCKS.find((block) => text === `{{${block}}}`);
  return name ? documentPart(name, node.position) : node;
}

function plainText(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child as Nodes)).join('') : '';
}
