import type {Nodes, Root, Text} from 'mdast';
import {PHRASE_BREAK, phraseBoundaries} from '../i18n/japanesePhrases';

/** A block of running text: its phrases are found over the whole of it, across bold, links and the like. */
const RUNS = new Set(['paragraph', 'heading', 'tableCell']);
/** Stands for an inline part that is not text (code, an image, a line break) while the phrases are found. */
const OBJECT = '\ufffc';

/**
 * Remark plugin for the Japanese build, after Docusaurus's own (headings have their anchors) and after
 * `remarkDocumentParts` (the contents list is text too): marks the phrase boundaries of every text of a document
 * (src/i18n/japanesePhrases.ts), so the web page and the app's page break lines between phrases in every engine.
 * BudouX reads each paragraph whole ("**アカウントデータ**：メールアドレスと、" is one sentence), and the marks go
 * into its text nodes. The marks are in the compiled document, which the server and the browser render alike;
 * code and HTML are left as written, and a heading's text stays a plain string (its anchor's title says it).
 */
export default function remarkJapanesePhrases({keepTogether = []}: {keepTogether?: readonly string[]} = {}) {
  const mark = (block: Nodes): void => {
    const texts: {node: Text; start: number}[] = [];
    let joined = '';
    const collect = (node: Nodes): void => {
      if (node.type === 'text') {
        texts.push({node, start: joined.length});
        joined += node.value;
      } else if ('children' in node) node.children.forEach((child) => collect(child as Nodes));
      else joined += OBJECT;
    };
    collect(block);
    const boundaries = phraseBoundaries(joined, keepTogether);
    // From the end, so the offsets of the earlier boundaries stay right.
    for (const at of boundaries.reverse()) {
      const owner = [...texts].reverse().find(({start}) => start < at) ?? texts[0];
      if (!owner) continue;
      const offset = Math.min(at - owner.start, owner.node.value.length);
      owner.node.value = owner.node.value.slice(0, offset) + PHRASE_BREAK + owner.node.value.slice(offset);
    }
  };
  const visit = (node: Nodes): void => {
    if (RUNS.has(node.type)) mark(node);
    else if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  return (tree: Root): void => visit(tree);
}
