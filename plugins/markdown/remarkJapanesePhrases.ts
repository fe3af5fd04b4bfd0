import type {Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {kinsokuGroups, phraseBoundaries} from '../i18n/japanesePhrases';

/**
 * The blocks broken between phrases: headings, and list items and table cells short enough to be a label rather
 * than prose. Running text (paragraphs, long items) breaks between any two characters instead, as Japanese prose is
 * set: a paragraph broken only between phrases leaves ragged lines on a phone.
 */
const SHORT = 40;
/**
 * The class of a block of running text. It gets no marks: `src/css/i18n.css` lets the engine break it between any
 * two characters under its own kinsoku rules (`line-break: strict`), which WebKit applies as Chromium does once
 * nothing else overrides them (`word-break: keep-all` made the whole paragraph one unbreakable word, and
 * `overflow-wrap: anywhere` then broke it at any character, before ー and 。 too). Copied text has no U+200B in it.
 */
export const PROSE_CLASS = 'ja-prose';
/**
 * The class of a span that holds a character with the one that may not be parted from it (ー, small kana, 、 and 。
 * with the character before them; an opening bracket with the one after it): WebKitGTK's `line-break: strict` does
 * not keep these rules (plugins/i18n/japanesePhrases.ts, kinsokuGroups), Chromium does; `white-space: nowrap` keeps
 * them in every engine without adding a character to the text.
 */
export const KINSOKU_CLASS = 'ja-kinsoku';

/** A prose block's text nodes, each split so that its kinsoku groups are unbreakable spans. */
function holdKinsoku(node: Nodes): void {
  if (!('children' in node)) return;
  const children = node.children as Nodes[];
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i]!;
    if (child.type !== 'text') {
      if (child.type !== 'inlineCode' && child.type !== 'code') holdKinsoku(child);
      continue;
    }
    const groups = kinsokuGroups(child.value);
    if (groups.length === 0) continue;
    const parts: PhrasingContent[] = [];
    let at = 0;
    for (const [start, end] of groups) {
      if (start > at) parts.push({type: 'text', value: child.value.slice(at, start)});
      parts.push({
        type: 'emphasis',
        data: {hName: 'span', hProperties: {className: [KINSOKU_CLASS]}},
        children: [{type: 'text', value: child.value.slice(start, end)}],
      });
      at = end;
    }
    if (at < child.value.length) parts.push({type: 'text', value: child.value.slice(at)});
    children.splice(i, 1, ...(parts as Nodes[]));
  }
}
/** A `<wbr>`: a break opportunity that, unlike U+200B, is not copied with the text. */
function wordBreak(): PhrasingContent {
  return {type: 'text', value: '', data: {hName: 'wbr', hChildren: []}} as PhrasingContent;
}

/** Stands for an inline part that is not text (code, an image, a line break) while the phrases are found. */
const OBJECT = '\ufffc';

/** The text of a node, its inline parts that are not text counted as one character each. */
function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return OBJECT;
}

/**
 * Remark plugin for the Japanese build, after Docusaurus's own (headings have their anchors) and after
 * `remarkDocumentParts` (the contents list is short items too): puts a `<wbr>` at each phrase boundary of a
 * document's headings and short items (plugins/i18n/japanesePhrases.ts), where `src/css/i18n.css` lets them break,
 * the same in every engine. BudouX reads each block whole, across bold and links. Running text gets the class
 * PROSE_CLASS and no marks: it breaks between characters, as Japanese prose is set. Code and HTML stay as written.
 */
export default function remarkJapanesePhrases({keepTogether = []}: {keepTogether?: readonly string[]} = {}) {
  const mark = (block: Nodes, find: typeof phraseBoundaries): void => {
    const texts: {node: Text; parent: Parent; start: number}[] = [];
    let joined = '';
    const collect = (node: Nodes, parent: Parent): void => {
      if (node.type === 'text') {
        texts.push({node, parent, start: joined.length});
        joined += node.value;
      } else if ('children' in node) node.children.forEach((child) => collect(child as Nodes, node));
      else joined += OBJECT;
    };
    collect(block, block as Parent);
    const cuts = new Map<Text, number[]>();
    for (const at of find(joined, keepTogether)) {
      const owner = [...texts].reverse().find(({start}) => start < at) ?? texts[0];
      if (!owner) continue;
      cuts.set(owner.node, [...(cuts.get(owner.node) ?? []), Math.min(at - owner.start, owner.node.value.length)]);
    }
    for (const {node, parent} of texts) {
      const offsets = cuts.get(node);
      if (!offsets) continue;
      const parts: PhrasingContent[] = [];
      let from = 0;
      for (const offset of offsets.sort((a, b) => a - b)) {
        if (offset > from) parts.push({type: 'text', value: node.value.slice(from, offset)});
        parts.push(wordBreak());
        from = offset;
      }
      if (from < node.value.length) parts.push({type: 'text', value: node.value.slice(from)});
      parent.children.splice(parent.children.indexOf(node as never), 1, ...(parts as never[]));
    }
  };
  const prose = (node: Nodes): void => {
    const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
    const properties = (data.hProperties ??= {});
    const className = properties.className;
    properties.className = [...(Array.isArray(className) ? className : className ? [className] : []), PROSE_CLASS];
    holdKinsoku(node);
  };
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') mark(node, phraseBoundaries);
    else if (node.type === 'listItem' || node.type === 'tableCell') {
      if ([...textOf(node)].length <= SHORT) mark(node, phraseBoundaries);
      else prose(node);
    } else if (node.type === 'paragraph') prose(node);
    else if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  return (tree: Root): void => visit(tree);
}
