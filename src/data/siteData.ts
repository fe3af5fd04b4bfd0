/**
 * What the site-data plugin (`plugins/siteData.ts`) computes at build time for the pages of the language being
 * built; `useSiteData()` reads it in a page.
 */
import type {WordCardWords} from '@site/src/components/home/WordCard';
import type {LocaleCode} from '@site/src/i18n/locales';
import type {OfferText} from '@site/src/i18n/offer';

export const SITE_DATA_PLUGIN = 'site-data';

/** A learned word, its meaning and its memory aid (`<mark>`ed hook, the word in `<i>`). */
export interface AidedWord {
  readonly word: string;
  readonly translation: string;
  readonly aid: string;
}

/** The words of the app mocks that the page draws as HTML too, in the page's language. */
/** The scenes "How a word sticks" has a drawing of (src/components/home/HowItSticks/scenes). */
export const MEMORY_PICTURES = ['juice', 'jam', 'honey'] as const;
export type MemoryPicture = (typeof MEMORY_PICTURES)[number];

export interface MockWordsData {
  /** The word card of the word screen (la mariposa, butterfly), which the hero shows large. */
  readonly wordCard: WordCardWords;
  /** The word list's name ("My words"): where the card's back button goes. */
  readonly myWords: string;
  /** The memory aid "How a word sticks" tells: one of the found words' (`memoryMoment.word`). */
  readonly memoryAid: string;
  /** The drawing of that aid's scene (`memoryMoment.picture`). */
  readonly memoryPicture: MemoryPicture;
  /** The café menu of the Add words screenshot, its found words in `<span class="found">`. */
  readonly menu: {
    readonly title: string;
    readonly cafe: string;
    readonly items: readonly {readonly text: string; readonly price: string}[];
  };
  /** "Found in the photo": the list under the photo, where the caught word waits to be added. */
  readonly foundLabel: string;
  /** The word list (My words) as its screenshot shows it, searched in the search scene. */
  readonly vocabulary: {
    readonly sort: string;
    readonly title: string;
    readonly subtitle: string;
    /** What the screenshot has typed in the search field. */
    readonly query: string;
    /** How many words match it ("6 of 312 words"). */
    readonly results: string;
    /** The rows the query matches (the match in `<mark>`). */
    readonly rows: readonly {readonly word: string; readonly translation: string; readonly tag: string}[];
    /** The first row's memory aid, which the search opens. */
    readonly aid: string;
  };
  /** The words found in the photo, each with its memory aid. */
  readonly capture: {
    readonly found: readonly AidedWord[];
  };
  /** The word sets: their names and contents, and the buttons' "Add" and "Added". */
  readonly sets: {
    readonly add: string;
    readonly added: string;
    readonly sets: readonly {readonly name: string; readonly info: string}[];
  };
  /** The keyboard as the search screenshot draws it: its letters row by row, and its lowest row's keys. */
  readonly keyboard: {
    readonly rows: readonly string[];
    readonly numbers: string;
    readonly space: string;
    readonly search: string;
  };
  /** The game the page lets a visitor play a round of: its name on the games screen ("Match pairs"). */
  readonly matchPairs: string;
}

export interface SiteData {
  /** The App Store link's QR code: modules per side (no quiet zone), and the dark modules as one SVG path. */
  readonly qr: {readonly size: number; readonly path: string};
  readonly mockWords: MockWordsData;
  /** The language offer's words in each language offered (Japanese with its phrases marked). */
  readonly offerText: Readonly<Record<LocaleCode, OfferText>>;
  /** Where the English documents are (`/`), for the link to the text that prevails. */
  readonly englishBaseUrl: string;
  /** Per document: the English text changed after this translation was made. Empty for English. */
  readonly staleTranslations: Readonly<Record<string, boolean>>;
}
