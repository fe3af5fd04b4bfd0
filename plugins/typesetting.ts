import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {breakPhrases, keepTogetherWords} from './i18n/japanesePhrases';
import {localeOf, type LocaleCode} from '../src/i18n/locales';

/**
 * Messages left unmarked: those that only reach `<head>` (titles and descriptions for search results and link
 * previews); a headline's highlighted word (`{keep}`), which the marker draws as one word on one line; the skip link and the
 * scenes' pause button, short phrases; and those
 * that only reach an attribute (alt texts, accessible names, `aria-label`s, tooltips), which are read aloud or
 * copied, never wrapped by the page: a mark there would only travel with a copied text.
 */
const UNMARKED =
  /(^|\.)meta\.|(^|\.)description$|\.(title|headline)\.(keep|kept)$|(^|\.)alt(\.|$)|\.name$|[aA]riaLabel(\.|$)|(Link|Button)Title$|(^|\.)label$|^theme\.common\.skipToMainContent$|^home\.scene\.(pause|play)$/;

/** A dash with a space before it joins the word before it: no line of any language starts with "– und". */
export function keepDashWithPrecedingWord(text: string): string {
  return text.replace(/(\S) ([–—])(?= )/g, '$1\u00a0$2');
}

/** True for a language written in Japanese. */
export function isJapanese(locale: string): boolean {
  return localeOf(locale as LocaleCode).htmlLang.startsWith('ja');
}

/** Each message of a `code.json`-shaped id → message map, phrases marked. */
export function breakMessagePhrases(
  messages: Readonly<Record<string, string>>,
  keepTogether: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      UNMARKED.test(id) ? message : breakPhrases(message, keepTogether),
    ]),
  );
}

/** The messages as the build's language sets them: dashes kept with their word; Japanese phrases marked. */
export function typesetMessages(
  locale: string,
  messages: Readonly<Record<string, string>>,
  keepTogether: readonly string[],
): Record<string, string> {
  const joined = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, keepDashWithPrecedingWord(message)]),
  );
  return isJapanese(locale) ? breakMessagePhrases(joined, keepTogether) : joined;
}

/**
 * Line breaking that the translators' words leave to the build. Docusaurus writes the language's messages (its own
 * and `i18n/<lang>/code.json`'s) into `.docusaurus/codeTranslations.json`, which `translate()` imports on the server
 * and in the browser alike: the bundler sets them as it bundles that file, so both render the same text. Every
 * language keeps a dash with the word before it; Japanese gets its phrase boundaries (plugins/i18n/japanesePhrases.ts).
 * The documents get theirs from `remarkJapanesePhrases`, the app mocks' words and the
 * Japanese language offer, shown on every other language's pages, from the site-data plugin.
 */
export default function typesettingPlugin(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir, i18n} = context;
  const keepTogether = keepTogetherWords(siteDir);
  const codeTranslations = path.join(generatedFilesDir, 'codeTranslations.json');
  return {
    name: 'typesetting',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: (file: string) => file === codeTranslations,
              use: [
                {
                  loader: require.resolve('./transformLoader.js'),
                  options: {
                    transform: (source: string) =>
                      JSON.stringify(
                        typesetMessages(i18n.currentLocale, JSON.parse(source) as Record<string, string>, keepTogether),
                      ),
                  },
                },
              ],
            },
          ],
        },
      };
    },
    getPathsToWatch: () => [path.join(siteDir, 'i18n', 'ja', 'glossary.json')],
  };
}
