import {translate} from '@docusaurus/Translate';

/**
 * An example sentence split around its highlighted word: `{word}` in the
 * sentence marks the place. A sentence without it shows the word after it,
 * so a translator's slip stays visible rather than losing the word.
 */
export function exampleParts(sentence: string, word: string): {before: string; word: string; after: string} {
  const at = sentence.indexOf('{word}');
  if (at < 0) return {before: `${sentence} `, word, after: ''};
  return {before: sentence.slice(0, at), word, after: sentence.slice(at + '{word}'.length)};
}

/**
 * The pronunciation line split into the learned word's sound (`/ˈθu·mo/`, a
 * left-to-right run of its own in Arabic) and the rest (` · noun`), at the
 * first ` · `. Directional isolates a translator typed around it are dropped.
 */
export function pronunciationParts(line: string): {sound: string; rest: string} {
  const clean = line.replace(/[\u2066-\u2069]/g, '');
  const at = clean.indexOf(' · ');
  return at < 0 ? {sound: clean, rest: ''} : {sound: clean.slice(0, at), rest: clean.slice(at)};
}

/**
 * The centrepiece of the landing page (brand/concept.md): a word met on the
 * café menu becomes a card with its memory aid, played as CSS animation over
 * the app's own markup (`src/components/home/MemoryMoment`). Every word of the
 * screen is here, in one place, so a translation changes the mock with the page.
 */
export const memoryMoment = {
  kicker: translate({id: 'home.moment.kicker', message: 'Make it memorable'}),
  title: translate({
    id: 'home.moment.title',
    message: 'Then every word gets a picture you can’t forget',
    description: 'Heading of the centrepiece: the example and the AI memory aid',
  }),
  text: translate({
    id: 'home.moment.text',
    message:
      'The word from the menu comes back as a card: how it sounds, a sentence you could say today, and an AI memory aid, a small scene that ties its sound to its meaning.',
  }),
  /**
   * The steps the screen plays, in order, lit in time with it: beside the phone
   * on a desktop, one at a time above it on a phone. The memory aid itself is
   * the mocks' (MockWordsData), so the card and the games screenshot say the same.
   */
  beats: [
    translate({id: 'home.moment.beat.word', message: 'The word, and how it sounds'}),
    translate({id: 'home.moment.beat.example', message: 'A sentence you could say today'}),
    translate({id: 'home.moment.beat.aid', message: 'A memory aid, made for this word'}),
    translate({id: 'home.moment.beat.kept', message: 'Kept, ready to play'}),
  ],
  pause: translate({id: 'home.moment.pause', message: 'Pause animation'}),
  play: translate({id: 'home.moment.play', message: 'Play animation'}),
  replay: translate({
    id: 'home.moment.replay',
    message: 'Play again',
    description: 'Button under the animated app screen, once it has played: plays it from the start',
  }),
  screen: {
    label: translate({
      id: 'home.moment.screen.label',
      message: 'The app turns el zumo, found on a café menu, into a word card with an example and an AI memory aid',
      description:
        'Accessible description of the animated app screen; names the learned word (home.moment.screen.word)',
    }),
    back: translate({id: 'home.moment.screen.back', message: 'Add words'}),
    source: translate({id: 'home.moment.screen.source', message: 'From your photo · Café La Esquina'}),
    word: translate({
      id: 'home.moment.screen.word',
      message: 'el zumo',
      description:
        'The word being learned, from the café menu of the screenshots, in the language the reader is shown learning (Spanish for English readers, English for everyone else): the same word as the memory aid in the games screenshot',
    }),
    ipa: translate({
      id: 'home.moment.screen.ipa',
      message: '/ˈθu·mo/ · noun, masculine',
      description:
        "The learned word's pronunciation (IPA, syllables split by ·) and its part of speech in the reader's language",
    }),
    translation: translate({
      id: 'home.moment.screen.translation',
      message: 'juice',
      description: "The learned word in the reader's language",
    }),
    exampleLabel: translate({id: 'home.moment.screen.exampleLabel', message: 'Example'}),
    example: exampleParts(
      translate({
        id: 'home.moment.screen.example',
        message: 'Un {word} de naranja, por favor.',
        description:
          'An example sentence in the learned language; {word} stands where the highlighted word goes (home.moment.screen.example.word)',
      }),
      translate({
        id: 'home.moment.screen.example.word',
        message: 'zumo',
        description: 'The learned word as it appears in the example sentence, highlighted',
      }),
    ),
    exampleTranslation: translate({
      id: 'home.moment.screen.exampleTranslation',
      message: 'An orange juice, please.',
      description: "The example sentence in the reader's language",
    }),
    aidLabel: translate({id: 'home.moment.screen.aidLabel', message: 'Memory aid'}),
    ai: translate({
      id: 'home.moment.screen.ai',
      message: 'AI',
      description: 'Badge beside "Memory aid": made by artificial intelligence (KI in German, IA in French)',
    }),
    relatedLabel: translate({id: 'home.moment.screen.relatedLabel', message: 'Goes with'}),
    related: [
      [
        translate({
          id: 'home.moment.screen.related.1.word',
          message: 'la naranja',
          description: 'A word in the learned language that goes with the learned word',
        }),
        translate({id: 'home.moment.screen.related.1.meaning', message: 'orange', description: 'Its meaning'}),
      ],
      [
        translate({
          id: 'home.moment.screen.related.2.word',
          message: 'el vaso',
          description: 'A second word in the learned language that goes with the learned word',
        }),
        translate({id: 'home.moment.screen.related.2.meaning', message: 'glass', description: 'Its meaning'}),
      ],
    ],
    keep: translate({id: 'home.moment.screen.keep', message: 'Keep this word'}),
    kept: translate({id: 'home.moment.screen.kept', message: 'Kept in My words'}),
  },
} as const;
