import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Words the Japanese reviewers saw split over two lines ("見つ/けて", "プライバシーポリシ/ー"); none may be,
 * in any engine, at any phone width.
 */
export const REVIEWED_WORDS = [
  '見つけて',
  'しくみ',
  'ゲーム',
  'はちみつ',
  '例文',
  '何度でも',
  'ワンタップ',
  'メールアドレス',
  'プライバシーポリシー',
] as const;

/** Phone widths, from the narrowest the site supports to the most common. */
export const PHONE_WIDTHS = [320, 360, 390] as const;

/** The Japanese pages with text of their own: the page, the documents, the app's pages and the 404. */
export const JAPANESE_PAGES = [
  '/ja/',
  '/ja/privacy',
  '/ja/terms',
  '/ja/support',
  '/ja/credits',
  '/ja/legal-notice',
  '/ja/mobile/privacy/light',
  '/ja/mobile/terms/light',
  '/ja/mobile/support/light',
  '/ja/mobile/credits/light',
  '/ja/no-such-page',
] as const;

export interface JapaneseLines {
  /** Each bad break, with the two lines around it. */
  readonly problems: string[];
  /** Which of the words the page showed. */
  readonly seen: string[];
  /** How many blocks of a document's running text (unmarked, broken by the engine) were checked. */
  readonly prose: number;
}

/** `japaneseLinesInPage.js` as an expression applied to the words, for a browser to evaluate. */
export function japaneseLinesScript(words: readonly string[] = REVIEWED_WORDS): string {
  const source = readFileSync(path.join(__dirname, 'japaneseLinesInPage.js'), 'utf8').replace(
    /^\/\*[\s\S]*?\*\/\s*/,
    '',
  );
  return `(${source.trim().replace(/;$/, '')})(${JSON.stringify(words)})`;
}
