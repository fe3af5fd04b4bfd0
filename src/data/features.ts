import {translate} from '@docusaurus/Translate';
import {screenshot, type ImageSource, type ScreenId} from './images';

/** A screenshot in the two variants the page switches between. */
export interface ThemedScreenshot {
  readonly light: ImageSource;
  readonly dark: ImageSource;
  /** Describes what the screenshot shows; the same for both variants. */
  readonly alt: string;
}

export interface Feature {
  /** Stable id: the section's anchor and the screenshot's name. */
  readonly id: ScreenId;
  readonly title: string;
  readonly text: string;
  readonly screenshot: ThemedScreenshot;
}

function themedScreenshot(id: ScreenId, alt: string): ThemedScreenshot {
  return {light: screenshot(id, 'light'), dark: screenshot(id, 'dark'), alt};
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
    screenshot: themedScreenshot(
      'vocabulary',
      translate({
        id: 'home.features.vocabulary.alt',
        message:
          'My words, searched for “tra”: matching Spanish words with their English translations and how well each is learned',
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
    screenshot: themedScreenshot(
      'add-words',
      translate({
        id: 'home.features.addWords.alt',
        message:
          'Adding words from a photo of a café menu: the words found are highlighted and added with one tap; search and voice sit beside the photo option',
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
    screenshot: themedScreenshot(
      'games',
      translate({
        id: 'home.features.games.alt',
        message:
          'Games: today’s practice progress above a grid of games such as Match pairs, Spell it and Listen & pick',
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
    screenshot: themedScreenshot(
      'word-sets',
      translate({
        id: 'home.features.wordSets.alt',
        message:
          'Word sets by topic, such as Travel, Food & drink and At work, each with its number of words and an Add button',
      }),
    ),
  },
];
