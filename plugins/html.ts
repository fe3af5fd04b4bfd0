import {Parser} from 'htmlparser2';

/** An element of a built page: its attributes (entities decoded), its text, and where it stands in the HTML. */
export interface HtmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Its text content (a script's or a style's source). */
  text: string;
  /** `html.slice(start, end)` is the element, tags included. */
  readonly start: number;
  end: number;
}

/** Every element of `html` (or those named), in document order, as htmlparser2 reads it. */
export function elements(html: string, names?: readonly string[]): HtmlElement[] {
  const found: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const element = {name, attributes, text: '', start: parser.startIndex, end: -1};
      open.push(element);
      if (!names || names.includes(name)) found.push(element);
    },
    ontext(text) {
      for (const element of open) element.text += text;
    },
    onclosetag() {
      open.pop()!.end = parser.endIndex + 1;
    },
  });
  parser.end(html);
  return found;
}

/** The HTML with each element replaced by what `replace` returns for it (the element as it is when undefined). */
export function replaceElements(
  html: string,
  found: readonly HtmlElement[],
  replace: (element: HtmlElement) => string | undefined,
): string {
  let out = '';
  let at = 0;
  for (const element of [...found].sort((a, b) => a.start - b.start)) {
    if (element.start < at) continue; // inside one already replaced
    const replacement = replace(element);
    if (replacement === undefined) continue;
    out += html.slice(at, element.start) + replacement;
    at = element.end;
  }
  return out + html.slice(at);
}
