import {translate} from '@docusaurus/Translate';
import type {ScreenId} from './images';
import {withoutPhraseBreaks} from '../i18n/phraseBreak';

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

/** The line icons a feature's points can carry, drawn in the tab bar's style. */
export type PointIcon = 'search' | 'voice' | 'photo';

export interface Feature {
  /** Stable id: the section's anchor (`feature-<id>`) and the screenshot's name. */
  readonly id: ScreenId;
  /** A few words above the heading: what the visitor gets. */
  readonly kicker: string;
  /** A heading that sells: what happens for the learner, not the feature's name. */
  readonly title: string;
  readonly text: string;
  /** Short items under the text (the three ways to add a word). */
  readonly points: readonly {readonly icon: PointIcon; readonly title: string; readonly text: string}[];
  readonly screenshot: ScreenshotRef;
}

/** The games the Games screen shows, in its order: their names are the alt text's, so a reader hears them. */
const games = [
  translate({id: 'home.play.game.match', message: 'Match pairs'}),
  translate({id: 'home.play.game.spell', message: 'Spell it'}),
  translate({id: 'home.play.game.listen', message: 'Listen & pick'}),
  translate({id: 'home.play.game.flashcards', message: 'Flashcards'}),
  translate({id: 'home.play.game.speed', message: 'Speed round'}),
  translate({id: 'home.play.game.builder', message: 'Word builder'}),
  translate({id: 'home.play.game.trueFalse', message: 'True or false'}),
  translate({id: 'home.play.game.gap', message: 'Fill the gap'}),
  translate({id: 'home.play.game.memory', message: 'Memory'}),
  translate({id: 'home.play.game.quiz', message: 'Quick quiz'}),
];

/**
 * The four features of the spec, in the spec's order: one section each, with
 * its own light and dark screenshot, image and text alternating sides.
 */
export const features: readonly Feature[] = [
  {
    id: 'vocabulary',
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
    id: 'add-words',
    kicker: translate({
      id: 'home.add.kicker',
      message: 'Add words',
      description: 'Kicker of the section on adding words',
    }),
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
        icon: 'search',
        title: translate({id: 'home.meet.search.title', message: 'Type it.'}),
        text: translate({id: 'home.meet.search.text', message: 'Search finds it as you type, in either language.'}),
      },
      {
        icon: 'voice',
        title: translate({id: 'home.meet.voice.title', message: 'Say it.'}),
        text: translate({id: 'home.meet.voice.text', message: 'Say the word you just heard out loud.'}),
      },
      {
        icon: 'photo',
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
    kicker: translate({
      id: 'home.play.kicker.games',
      message: '10+ word games',
      description: 'Kicker of the section on the games: the number of games, as the app claims it',
    }),
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
    points: [],
    screenshot: {
      id: 'games',
      // An alt text is read aloud or copied, never wrapped: without the Japanese phrase marks of the names.
      alt: withoutPhraseBreaks(
        translate(
          {
            id: 'home.play.alt.picker',
            message: 'The Games tab: {games} and more, each game shown as a small picture',
            description: 'Alt text of the Games screenshot; {games} is the list of game names, separated by commas',
          },
          {
            // The list goes on ("and more"): the names joined by the language's own list comma, no "and" before the last.
            games: games.join(
              translate({
                id: 'home.play.alt.separator',
                message: ', ',
                description:
                  "Between two game names in the Games alt text (home.play.alt.picker): the language's list comma and its space, if it has one",
              }),
            ),
          },
        ),
      ),
    },
  },
  {
    id: 'word-sets',
    kicker: translate({id: 'home.keep.wordSets.kicker', message: 'Ready-made word sets'}),
    title: translate({
      id: 'home.keep.wordSets.title',
      message: 'Start with a set, packed by topic',
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
