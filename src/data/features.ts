import {translate} from '@docusaurus/Translate';

/** One encoded image file. `src` is relative to `static/`. */
export interface ImageFile {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** A screenshot in the two variants the page switches between. */
export interface ThemedScreenshot {
  readonly light: ImageFile;
  readonly dark: ImageFile;
  /** Describes what the screenshot shows; the same for both variants. */
  readonly alt: string;
}

export interface Feature {
  /** Stable id: the section's anchor and the screenshot's file name. */
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly screenshot: ThemedScreenshot;
}

const SCREEN = {width: 390, height: 844} as const;

function screenshot(id: string, alt: string): ThemedScreenshot {
  return {
    light: {src: `img/features/${id}-light.svg`, ...SCREEN},
    dark: {src: `img/features/${id}-dark.svg`, ...SCREEN},
    alt,
  };
}

/** The four features, in the order the landing page shows them. */
export const features: readonly Feature[] = [
  {
    id: 'vocabulary',
    title: translate({
      id: 'home.features.vocabulary.title',
      message: 'Your personal vocabulary, searchable in an instant',
    }),
    text: translate({
      id: 'home.features.vocabulary.text',
      message:
        'Every word you save lands in one list that is yours alone. Start typing and search finds the word, its translation or your note before you finish.',
    }),
    screenshot: screenshot(
      'vocabulary',
      translate({
        id: 'home.features.vocabulary.alt',
        message: 'The vocabulary list with a search field above saved words and their translations',
      }),
    ),
  },
  {
    id: 'add-words',
    title: translate({
      id: 'home.features.addWords.title',
      message: 'Add words by search, by voice or from a photo',
    }),
    text: translate({
      id: 'home.features.addWords.text',
      message:
        'Look a word up, say it out loud, or take a picture of a page and pick the words found in it. Photos never leave your phone.',
    }),
    screenshot: screenshot(
      'add-words',
      translate({
        id: 'home.features.addWords.alt',
        message: 'Adding a word: a search field, a microphone button and a photo with recognised words highlighted',
      }),
    ),
  },
  {
    id: 'games',
    title: translate({
      id: 'home.features.games.title',
      message: '10+ word games that make words stick',
    }),
    text: translate({
      id: 'home.features.games.text',
      message:
        'Match, spell, listen and choose: more than ten short games built from the words you saved, so practice is always about your vocabulary.',
    }),
    screenshot: screenshot(
      'games',
      translate({
        id: 'home.features.games.alt',
        message: 'A grid of word games, each with its name and icon',
      }),
    ),
  },
  {
    id: 'word-sets',
    title: translate({
      id: 'home.features.wordSets.title',
      message: 'Ready-made word sets by topic',
    }),
    text: translate({
      id: 'home.features.wordSets.text',
      message:
        'Travel, food, work, feelings and more: start from a set picked by topic and add all of it, or only the words you need.',
    }),
    screenshot: screenshot(
      'word-sets',
      translate({
        id: 'home.features.wordSets.alt',
        message: 'Word sets grouped by topic, each showing how many words it holds',
      }),
    ),
  },
];
