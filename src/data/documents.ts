/**
 * The Markdown documents in `docs/` that the site publishes, at `/<name>`.
 * Adding a document is one line here and its file. `dated` documents must say
 * when they last changed (`_Last updated: October 10, 2025_`). A `legal` text
 * binds in English: its translations say that the English text prevails.
 */
export const DOCUMENTS = {
  privacy: {dated: true, legal: true},
  terms: {dated: true, legal: true},
  credits: {dated: false, legal: false},
  support: {dated: false, legal: false},
  // The Impressum German law asks of a commercial site: who publishes it, from the company facts.
  'legal-notice': {dated: false, legal: false},
} as const satisfies Record<string, {dated: boolean; legal: boolean}>;

export type DocumentName = keyof typeof DOCUMENTS;

export const DOCUMENT_NAMES = Object.keys(DOCUMENTS) as DocumentName[];

/** Where editors put the images a document shows, and how they link them. */
export const DOCUMENT_IMAGES = {folder: 'static/img/docs', url: '/img/docs'} as const;

/**
 * Parts of a document page that the Markdown cannot say by itself: the facts list (`{{appFacts}}`), the support
 * page's mail button (`{{contactButton}}`) and the contents list of a long document. `remarkDocumentParts` marks
 * each as a `div` with this attribute, which `src/theme/MDXComponents` renders with the component of that name,
 * into the HTML: the app's webview pages, which ship no JavaScript, get the same markup as the web pages.
 */
export const DOCUMENT_PART_ATTRIBUTE = 'data-document-part';

export type DocumentPartName = 'appFacts' | 'contactButton' | 'contents';
