import type {BlockContent, RootContent} from 'mdast';
import type {Position} from 'unist';

/**
 * Parts of a document page that the Markdown cannot say by itself: the facts
 * list (`{{appFacts}}`), the support page's mail button (`{{contactButton}}`) and the contents list of a long document. The remark
 * plugins put a `div` with this attribute in the page; the site's MDX
 * components (`src/theme/MDXComponents`) render it with the React component
 * of that name, translated, into the page's HTML: the app's webview pages,
 * which ship no JavaScript, get the same markup as the web pages.
 */
export const DOCUMENT_PART_ATTRIBUTE = 'data-document-part';

export type DocumentPartName = 'appFacts' | 'contactButton' | 'contents';

export function documentPart(name: DocumentPartName, position?: Position, children: BlockContent[] = []): RootContent {
  // An mdast node of no standard type: mdast-util-to-hast makes it the element `data.hName`.
  return {
    type: 'documentPart',
    position,
    children,
    data: {hName: 'div', hProperties: {[toHastProperty(DOCUMENT_PART_ATTRIBUTE)]: name}},
  } as unknown as RootContent;
}

/** `data-document-part` → `dataDocumentPart`, as hast names attributes. */
function toHastProperty(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
