/**
 * Japanese is written without spaces, so a browser may break a line between any two characters: "見つ|けて",
 * "はち|みつ". The site's headings and short UI text break between phrases instead, the same in every engine
 * (WebKit, the app's own, has no `word-break: auto-phrase`): at build time BudouX (Google's phrase segmenter) marks
 * where each phrase ends, and `src/css/i18n.css` lets a Japanese line break only there (`word-break: keep-all`).
 * A document's running text is left unmarked and breaks between any two characters the kinsoku rules allow, as
 * prose does (remarkJapanesePhrases); messages
 * that only reach an attribute are left unmarked too (plugins/typesetting.ts). The marks are made in what
 * React renders on the server and on the client alike (the messages as they are bundled, the documents as they are
 * compiled), never by rewriting the built HTML, so the page hydrates without a mismatch. Translators' files stay
 * as they write them. Node-side only: the model never reaches the browser.
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {loadDefaultJapaneseParser} from 'budoux';
import {PHRASE_BREAK, withoutPhraseBreaks} from '../../src/i18n/phraseBreak';

export {PHRASE_BREAK, withoutPhraseBreaks};

/** Kana, kanji, the long-vowel mark and the full-width forms: where a phrase boundary may fall. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * What must never be split: `{placeholders}`, `<tags>`, `&entities;`, links and addresses. BudouX sees the
 * whole text (its model reads the neighbours), but no break goes inside one of these.
 */
const PROTECTED = /\{[^{}]*\}|<[^<>]*>|&[a-z]+;|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+/g;

/**
 * A break mark permits a break even where the line-breaking rules forbid one (Unicode's LB8), so none goes before
 * what may not start a line (closing punctuation, small kana, ー: kinsoku) or after an opening bracket.
 */
const NO_LINE_START =
  /[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー〜、。，．・：；！？）」』】〕〉》］｝ゝゞヽヾ々,.!?:;)\]}]/u;
const NO_LINE_END = /[（「『【〔〈《［｛(\[{]/u;

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/**
 * The words BudouX splits where a reader would not (`はちみつ` as は|ちみつ), from the Japanese glossary's
 * `keepTogether` (i18n/ja/glossary.json), which a translator can extend.
 */
export function keepTogetherWords(siteDir: string): string[] {
  const file = path.join(siteDir, 'i18n', 'ja', 'glossary.json');
  if (!existsSync(file)) return [];
  const {keepTogether = []} = JSON.parse(readFileSync(file, 'utf8')) as {keepTogether?: string[]};
  return keepTogether;
}

/** Where `text` may break (indexes of the character a new line would start with). */
export function phraseBoundaries(text: string, keepTogether: readonly string[] = []): number[] {
  if (!JAPANESE.test(text)) return [];
  const guarded = new Array<boolean>(text.length + 1).fill(false);
  const guard = (start: number, length: number) => {
    for (let i = start + 1; i < start + length; i++) guarded[i] = true;
  };
  for (const match of text.matchAll(PROTECTED)) guard(match.index, match[0].length);
  // A word of the list stays whole. (A document's running text is not marked: it breaks between characters as prose
  // does, inside a long word too, plugins/markdown/remarkJapanesePhrases.ts.)
  for (const word of keepTogether) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) guard(at, word.length);
  }
  // BudouX reads `{keep}` as Latin letters, not as the word it stands for: after a placeholder, a kanji or katakana
  // starts a new phrase ("{keep}|単語に"), where hiragana is its particle ("{appName}を").
  // A full-width colon ends a label ("**アカウントデータ**：メールアドレスと、"): the line may break after it.
  const afterLabels = [
    ...text.matchAll(
      /\}(?=[\u30a0-\u30ff\u3400-\u4dbf\u4e00-\u9fff])|[：；](?=[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff])/g,
    ),
  ].map((m) => m.index + 1);
  const candidates = [
    ...new Set([...(parser ??= loadDefaultJapaneseParser()).parseBoundaries(text), ...afterLabels]),
  ].sort((a, b) => a - b);
  return candidates.filter((i) => {
    const before = text[i - 1] ?? '';
    const after = text[i] ?? '';
    if (guarded[i] || /\s/.test(before) || /\s/.test(after) || before === PHRASE_BREAK) return false;
    if (NO_LINE_START.test(after) || NO_LINE_END.test(before)) return false;
    return JAPANESE.test(before) || JAPANESE.test(after);
  });
}

/**
 * Where running text must hold two characters together: before what may not start a line and after what may not end
 * one (kinsoku), where a Japanese character is on either side. The engine keeps these rules itself under
 * `line-break: strict`, except WebKitGTK, which lets ー, small kana, 、 and 。 start a line; each group is set as one
 * unbreakable span (plugins/markdown/remarkJapanesePhrases.ts), which adds no character to the text. Returns the groups
 * of two characters or more as [start, end) pairs.
 */
export function kinsokuGroups(text: string): [number, number][] {
  const groups: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    const before = text[i - 1]!;
    const after = text[i];
    const held =
      after !== undefined &&
      !/\s/.test(before) &&
      !/\s/.test(after) &&
      (JAPANESE.test(before) || JAPANESE.test(after)) &&
      (NO_LINE_START.test(after) || NO_LINE_END.test(before));
    if (held) continue;
    if (i - start >= 2) groups.push([start, i]);
    start = i;
  }
  return groups;
}

/** `text` with a PHRASE_BREAK (or `separator`) at each phrase boundary; text without Japanese is returned as it is. */
export function breakPhrases(text: string, keepTogether: readonly string[] = [], separator = PHRASE_BREAK): string {
  const boundaries = phraseBoundaries(text, keepTogether);
  if (boundaries.length === 0) return text;
  let out = '';
  let at = 0;
  for (const i of boundaries) {
    out += text.slice(at, i) + separator;
    at = i;
  }
  return out + text.slice(at);
}
