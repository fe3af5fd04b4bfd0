/* What the mock-words plugin (src/plugins/mockWords.ts) hands the page; no Node import, so the browser bundle can read it. */

import type {WordCardWords} from '@site/src/components/home/WordCard';

/** The words of the app mocks that the page draws as HTML too, in the page's language. */
export interface MockWordsData {
  /** The word card of the word screen (la mariposa, butterfly), which the hero shows large. */
  readonly wordCard: WordCardWords;
  /** The word list's name ("My words"): where the card's back button goes. */
  readonly myWords: string;
  /** The memory aid, `<mark>`ed hook and `<i>` learned word: the same text as the games screenshot. */
  readonly memoryAid: string;
  /** The café menu of the Add words screenshot, its found words in `<span class="found">`. */
  readonly menu: {
    readonly title: string;
    readonly cafe: string;
    readonly items: readonly {readonly text: string; readonly price: string}[];
  };
  /** "Found in the photo": the list under the photo, where the caught word waits to be added. */
  readonly foundLabel: string;
}

export const MOCK_WORDS_PLUGIN = 'mock-words';
