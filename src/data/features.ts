import {translate} from '@docusaurus/Translate';
import {closeUp, screenshot, type CloseUpId, type ImageSource, type ScreenId} from './images';

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
  /** One or two words above the heading: what the visitor does. */
  readonly label: string;
  readonly title: string;
  readonly text: string;
  /** Two or three short facts under the text. */
  readonly points: readonly string[];
  readonly screenshot: ThemedScreenshot;
  /**
   * A crop of the screenshot, shown larger than the phone instead of it, where
   * the detail is what sells (`npm run screenshots` makes it).
   */
  readonly closeUp?: ThemedScreenshot;
}

function themedScreenshot(id: ScreenId, alt: string): ThemedScreenshot {
  return {light: screenshot(id, 'light'), dark: screenshot(id, 'dark'), alt};
}

function themedCloseUp(id: CloseUpId, alt: string): ThemedScreenshot {
  return {light: closeUp(id, 'light'), dark: closeUp(id, 'dark'), alt};
}

/** The four features, in the order the landing page shows them. */
export const features: readonly Feature[] = [
  {
    id: 'vocabulary',
    label: translate({id: 'home.features.vocabulary.label', message: 'Your list'}),
    points: [
      translate({id: 'home.features.vocabulary.point1', message: 'Search as you type, in both languages'}),
      translate({id: 'home.features.vocabulary.point2', message: 'Shows how well you know each word'}),
      translate({id: 'home.features.vocabulary.point3', message: 'Every card has an example and a memory aid'}),
    ],
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
    label: translate({id: 'home.features.addWords.label', message: 'Collect'}),
    points: [
      translate({id: 'home.features.addWords.point1', message: 'Type it, say it or photograph it'}),
      translate({
        id: 'home.features.addWords.point2',
        message: 'Words found in a photo are marked; add the ones you want',
      }),
      translate({id: 'home.features.addWords.point3', message: 'Each word arrives with its translation'}),
    ],
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
    closeUp: themedCloseUp(
      'add-words-photo',
      translate({
        id: 'home.features.addWords.closeUp.alt',
        message:
          'A photo of a café menu in Spanish with four words marked: el desayuno, tomate, el zumo and patatas; below, the four words with their translations, each added with one tap',
      }),
    ),
  },
  {
    id: 'games',
    label: translate({id: 'home.features.games.label', message: 'Practise'}),
    points: [
      translate({id: 'home.features.games.point1', message: 'Match pairs, spelling, listening, flashcards and more'}),
      translate({id: 'home.features.games.point2', message: 'A daily goal that takes a few minutes'}),
      translate({id: 'home.features.games.point3', message: 'Every game uses only your words'}),
    ],
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
    label: translate({id: 'home.features.wordSets.label', message: 'Start fast'}),
    points: [
      translate({
        id: 'home.features.wordSets.point1',
        message: 'Travel, food and drink, work, feelings, home, weather',
      }),
      translate({id: 'home.features.wordSets.point2', message: 'Add a whole set or single words'}),
      translate({id: 'home.features.wordSets.point3', message: 'Sets join your own list, to search and practise'}),
    ],
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
