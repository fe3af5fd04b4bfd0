/**
 * The benchmark's reference for a page: the same built HTML without any
 * JavaScript. Same markup, CSS, images and font, no framework: the fastest
 * this page's content can load, measured in the same run as the page itself.
 *
 * HTML is scanned as a browser's tokenizer reads it (comments, quoted
 * attribute values that may hold `>`, the raw text of `<style>` and friends),
 * not with one regular expression, so a `<script` written inside an attribute,
 * a comment or a style is not mistaken for a tag and a tag is never cut short.
 */

/** Types a browser runs as script; with parameters too (`text/javascript; charset=utf-8`), to err on removing. */
const CODE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Elements whose content is text up to their end tag (with scripting on, as Lighthouse's browser has it). */
const RAW_TEXT = new Set([
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

/** What may stand between a tag's attributes. */
const SEPARATOR = /[\s/]*/y;

/** An attribute: name, then optionally `=` and a double-quoted, single-quoted or unquoted value. */
const ATTRIBUTE = /([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

interface Tag {
  name: string;
  attributes: Map<string, string>;
  /** Index just after the tag's `>`. */
  end: number;
}

/** Reads the start tag that begins at `start` (at its `<`). */
function readStartTag(html: string, start: number): Tag {
  const tagName = /<([a-zA-Z][^\s/>]*)/y;
  tagName.lastIndex = start;
  const name = tagName.exec(html)![1]!.toLowerCase();
  const attributes = new Map<string, string>();
  let at = tagName.lastIndex;
  while (at < html.length) {
    SEPARATOR.lastIndex = at;
    SEPARATOR.exec(html);
    at = SEPARATOR.lastIndex;
    if (at >= html.length || html[at] === '>') break;
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(html);
    if (!match) {
      at++;
      continue;
    }
    const attribute = match[1]!.toLowerCase();
    // The first of two same-named attributes wins, as in a browser.
    if (!attributes.has(attribute)) attributes.set(attribute, match[2] ?? match[3] ?? match[4] ?? '');
    at = ATTRIBUTE.lastIndex;
  }
  return {name, attributes, end: Math.min(at + 1, html.length)};
}

/** Index just after the end tag `</name …>` at or after `from`, or the end of the document. */
function afterEndTag(html: string, name: string, from: number): number {
  const endTag = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'giy');
  const lower = html.toLowerCase();
  for (let at = lower.indexOf(`</${name}`, from); at !== -1; at = lower.indexOf(`</${name}`, at + 1)) {
    endTag.lastIndex = at;
    if (endTag.exec(html)) return endTag.lastIndex;
  }
  return html.length;
}

/** Whether a `<script>` runs (and so goes), or is a data block such as JSON-LD (and so stays). */
export function isCodeScript(attributes: ReadonlyMap<string, string>): boolean {
  const type = attributes.get('type')?.trim().toLowerCase();
  if (type === undefined) return true;
  return CODE_TYPES.has(type.split(';')[0]!.trim());
}

/** Whether a `<link>` makes the browser fetch JavaScript ahead of a script that would use it. */
export function isScriptHint(attributes: ReadonlyMap<string, string>): boolean {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload') && !rel.includes('prefetch')) return false;
  const as = (attributes.get('as') ?? '').trim().toLowerCase();
  const path = (attributes.get('href') ?? '').split(/[?#]/)[0]!.toLowerCase();
  return as === 'script' || as === 'worker' || /\.[cm]?js$/.test(path);
}

/**
 * The page without JavaScript: every `<script>` that runs (inline, `src`,
 * `type=module`, import maps, speculation rules) and every preload, module
 * preload or prefetch of a script. Data blocks (`application/ld+json`) stay:
 * they are part of the page's bytes and never run.
 */
export function referencePage(html: string): string {
  let out = '';
  let copied = 0;
  let at = 0;
  const drop = (from: number, to: number) => {
    out += html.slice(copied, from);
    copied = to;
  };
  while ((at = html.indexOf('<', at)) !== -1) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? html.length : close + 3;
    } else if (/^<[!?/]/.test(html.slice(at, at + 2))) {
      const close = html.indexOf('>', at);
      at = close === -1 ? html.length : close + 1;
    } else if (/^<[a-zA-Z]/.test(html.slice(at, at + 2))) {
      const tag = readStartTag(html, at);
      if (tag.name === 'script') {
        const end = afterEndTag(html, 'script', tag.end);
        if (isCodeScript(tag.attributes)) drop(at, end);
        at = end;
      } else if (tag.name === 'link' && isScriptHint(tag.attributes)) {
        drop(at, tag.end);
        at = tag.end;
      } else if (RAW_TEXT.has(tag.name)) {
        at = tag.name === 'plaintext' ? html.length : afterEndTag(html, tag.name, tag.end);
      } else {
        at = tag.end;
      }
    } else {
      at++;
    }
  }
  return out + html.slice(copied);
}
