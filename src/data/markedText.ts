/**
 * The little markup the mocks' strings carry (screenshots/source/strings), read
 * into runs the site can render as React: `<mark>` (the memory aid's hook),
 * `<b>` (the same hook, as the word card sets it), `<em>` (the learned word
 * inside its example), `<i>` (a word of the learned language), `<span
 * class="found">` (a word the app marked on the menu) and the entities `&amp;`, `&lt;`, `&gt;`, `&quot;`.
 */
export type MarkedRun = {readonly text: string; readonly mark?: 'hook' | 'word' | 'learned' | 'found'};

const TAGS = {mark: 'hook', b: 'hook', em: 'word', i: 'learned', 'span class="found"': 'found'} as const;
const TAG = /<(mark|b|em|i|span class="found")>(.*?)<\/(?:mark|b|em|i|span)>/g;

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({amp: '&', lt: '<', gt: '>', quot: '"'})[name]!);
}

/** Throws, naming the text, on any other markup: the build says what to fix rather than showing a tag. */
export function markedRuns(text: string): MarkedRun[] {
  const runs: MarkedRun[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) runs.push({text: unescape(text.slice(at, match.index))});
    runs.push({text: unescape(match[2]!), mark: TAGS[match[1] as keyof typeof TAGS]});
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({text: unescape(text.slice(at))});
  const stray = runs.find((run) => /[<>]/.test(run.text));
  if (stray) {
    throw new Error(
      `"${text}": only <mark>, <b>, <em>, <i> and <span class="found"> can be used here, each closed and not nested.`,
    );
  }
  return runs;
}

/**
 * An example sentence split around its highlighted word: `{word}` in the
 * sentence marks the place. A sentence without it shows the word after it,
 * so a translator's slip stays visible rather than losing the word.
 */
export function exampleParts(sentence: string, word: string): {before: string; word: string; after: string} {
  const at = sentence.indexOf('{word}');
  if (at < 0) return {before: `${sentence} `, word, after: ''};
  return {before: sentence.slice(0, at), word, after: sentence.slice(at + '{word}'.length)};
}

/**
 * The pronunciation line split into the learned word's sound (`/ˈθu·mo/`, a
 * left-to-right run of its own in Arabic) and the rest (` · noun`), at the
 * first ` · `. Directional isolates a translator typed around it are dropped.
 */
export function pronunciationParts(line: string): {sound: string; rest: string} {
  const clean = line.replace(/[\u2066-\u2069]/g, '');
  const at = clean.indexOf(' · ');
  return at < 0 ? {sound: clean, rest: ''} : {sound: clean.slice(0, at), rest: clean.slice(at)};
}
