import type {Nodes, Root} from 'mdast';
import {breakPhrases} from '../i18n/japanesePhrases';

/**
 * Remark plugin for the Japanese build, after Docusaurus's own (headings have their anchors) and after
 * `remarkDocumentParts` (the contents list is text too): marks the phrase boundaries of every text of a document
 * (src/i18n/japanesePhrases.ts), so the web page and the app's page break lines between phrases in every engine.
 * The marks are in the compiled document, which the server and the browser render alike; code and HTML are left as
 * written, and the heading text stays a plain string (its anchor's title says it).
 */
export default function remarkJapanesePhrases({keepTogether = []}: {keepTogether?: readonly string[]} = {}) {
  const visit = (node: Nodes): void => {
    if (node.type === 'text') node.value = breakPhrases(node.value, keepTogether);
    else if ('children' in node) node.children.forEach((child) => visit(child as Nodes));
  };
  return (tree: Root): void => visit(tree);
}
