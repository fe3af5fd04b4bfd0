import {translate} from '@docusaurus/Translate';
import type {ScreenId} from './images';

/**
 * An app screen as the page shows it: in the page's language (the component
 * picks that language's files, `images.ts` `screenshot()`), in a light and a
 * dark variant the page switches between.
 */
export interface ScreenshotRef {
  readonly id: ScreenId;
  /** Describes what the screenshot shows in this language; the same for both variants. */
  readonly alt: string;
}

/**
 * The chapters of the page's story (brand/concept.md), in the order a learner
 * lives them. "Make it memorable" is the centrepiece, with its own data in
 * `memoryMoment.ts`; the other three show the seed's four features.
 */
export type Chapter = 'meet' | 'play' | 'keep';

export interface Feature {
  /** Stable id: the section's anchor and the screenshot's name. */
  readonly id: ScreenId;
  readonly chapter: Chapter;
  /** A few words above the heading: the chapter, or what the visitor gets. */
  readonly kicker: string;
  /** A heading that sells: what happens for the learner, not the feature's name. */
  readonly title: string;
  readonly text: string;
  /** Short items the section lays out its own way (the ways to add a word, the games). */
  readonly points: readonly {readonly title: string; readonly text?: string}[];
  readonly screenshot: ScreenshotRef;
}

/** The four features of the spec, in the story's order. */
export const features: readonly Feature[] = [
  {
    id: 'add-words',
    chapter: 'meet',
    kicker: translate({id: 'home.meet.kicker', message: 'Meet a word'}),
    title: translate({
      id: 'home.meet.title',
      message: 'Catch a word the moment you meet it',
      description: 'Heading of the section on adding words by search, voice or photo',
    }),
    text: translate({
      id: 'home.meet.text',
      message:
        'On a menu, in a song, at the bus stop. Add it by search, by voice or from a photo, before it slips away.',
    }),
    points: [
      {
        title: translate({id: 'home.meet.search.title', message: 'Type it.'}),
        text: translate({id: 'home.meet.search.text', message: 'Search finds it as you type, in either language.'}),
      },
      {
        title: translate({id: 'home.meet.voice.title', message: 'Say it.'}),
        text: translate({id: 'home.meet.voice.text', message: 'Say the word you just heard out loud.'}),
      },
      {
        title: translate({id: 'home.meet.photo.title', message: 'Snap it.'}),
        text: translate({
          id: 'home.meet.photo.text',
          message: 'Tap the words found in a photo. The photo stays on your iPhone.',
        }),
      },
    ],
    screenshot: {
      id: 'add-words',
      alt: translate({
        id: 'home.meet.alt',
        message:
          'Adding words from a photo of a café menu: the app has marked el desayuno, tomate, el zumo and patatas on the menu and lists them with their translations, each added with one tap; search and voice sit beside the photo option',
      }),
    },
  },
  {
    id: 'games',
    chapter: 'play',
    kicker: translate({id: 'home.play.kicker', message: 'Play with it · 10+ word games'}),
    title: translate({
      id: 'home.play.title',
      message: 'Play it until it’s yours',
      description: 'Heading of the section on the word games',
    }),
    text: translate({
      id: 'home.play.text',
      message:
        'Quick games built only from the words you kept. Stuck on one? Its memory aid is right there. A few minutes a day is enough.',
    }),
    points: [
      {title: translate({id: 'home.play.game.match', message: 'Match pairs'})},
      {title: translate({id: 'home.play.game.spell', message: 'Spell it'})},
      {title: translate({id: 'home.play.game.listen', message: 'Listen & pick'})},
      {title: translate({id: 'home.play.game.flashcards', message: 'Flashcards'})},
      {title: translate({id: 'home.play.game.speed', message: 'Speed round'})},
      {title: translate({id: 'home.play.game.builder', message: 'Word builder'})},
      {title: translate({id: 'home.play.game.trueFalse', message: 'True or false'})},
      {title: translate({id: 'home.play.game.gap', message: 'Fill the gap'})},
      {title: translate({id: 'home.play.game.memory', message: 'Memory'})},
      {title: translate({id: 'home.play.game.quiz', message: 'Quick quiz'})},
      {title: translate({id: 'home.play.game.more', message: 'and more'})},
    ],
    screenshot: {
      id: 'games',
      alt: translate({
        id: 'home.play.alt',
        message:
          'The Games tab: ten games made from your words, each with its own picture, from Match pairs and Spell it to Memory and Quick quiz',
      }),
    },
  },
  {
    id: 'vocabulary',
    chapter: 'keep',
    kicker: translate({id: 'home.keep.vocabulary.kicker', message: 'Your personal vocabulary'}),
    title: translate({
      id: 'home.keep.vocabulary.title',
      message: 'Find any word before you finish typing',
      description: 'Heading of the section on the personal word list and its search',
    }),
    text: translate({
      id: 'home.keep.vocabulary.text',
      message:
        'Every word you keep lands in one list that is yours alone. Search matches the word, its translation or your note, and shows how well you know it.',
    }),
    points: [],
    screenshot: {
      id: 'vocabulary',
      alt: translate({
        id: 'home.keep.vocabulary.alt',
        message:
          'My words, searched for “tra”: matching Spanish words with their English translations and how well each is learned',
      }),
    },
  },
  {
    id: 'word-sets',
    chapter: 'keep',
    kicker: translate({id: 'home.keep.wordSets.kicker', message: 'Ready-made word sets'}),
    title: translate({
      id: 'home.keep.wordSets.title',
      message: 'Or start with a set, packed by topic',
      description: 'Heading of the section on ready-made word sets by topic',
    }),
    text: translate({
      id: 'home.keep.wordSets.text',
      message:
        'Travel, food, work, feelings and more. Add a whole set or only the words you need; they join your list, to search and play like your own.',
    }),
    points: [],
    screenshot: {
      id: 'word-sets',
      alt: translate({
        id: 'home.keep.wordSets.alt',
        message:
          'Word sets by topic, such as Travel, Food & drink and At work, each with its number of words and an Add button',
      }),
    },
  },
];

/** The features of one chapter, in the story's order. */
export function chapter(name: Chapter): readonly Feature[] {
  return features.filter((feature) => feature.chapter === name);
}
