import {translate} from '@docusaurus/Translate';

/**
 * The centrepiece of the landing page (brand/concept.md): a word met on the
 * café menu becomes a card with its memory aid, played as CSS animation over
 * the app's own markup (`src/components/MemoryMoment`). Every word of the
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
  /** The steps beside the phone, lit in time with it. */
  beats: [
    translate({id: 'home.moment.beat.word', message: 'The word, and how it sounds'}),
    translate({id: 'home.moment.beat.example', message: 'A sentence you could say today'}),
    translate({id: 'home.moment.beat.aid', message: 'A memory aid, made for this word'}),
    translate({id: 'home.moment.beat.kept', message: 'Kept, ready to play'}),
  ],
  pause: translate({id: 'home.moment.pause', message: 'Pause animation'}),
  play: translate({id: 'home.moment.play', message: 'Play animation'}),
  screen: {
    label: translate({
      id: 'home.moment.screen.label',
      message: 'The app turns el zumo, found on a café menu, into a word card with an example and an AI memory aid',
      description: 'Accessible description of the animated app screen',
    }),
    back: translate({id: 'home.moment.screen.back', message: 'Add words'}),
    source: translate({id: 'home.moment.screen.source', message: 'From your photo · Café La Esquina'}),
    word: 'el zumo',
    ipa: translate({id: 'home.moment.screen.ipa', message: '/ˈθu·mo/ · noun, masculine'}),
    translation: translate({id: 'home.moment.screen.translation', message: 'juice'}),
    exampleLabel: translate({id: 'home.moment.screen.exampleLabel', message: 'Example'}),
    example: {before: 'Un ', word: 'zumo', after: ' de naranja, por favor.'},
    exampleTranslation: translate({id: 'home.moment.screen.exampleTranslation', message: 'An orange juice, please.'}),
    aidLabel: translate({id: 'home.moment.screen.aidLabel', message: 'Memory aid'}),
    aid: {
      before: '',
      hook: translate({id: 'home.moment.screen.aid.hook', message: '“Zoom!”'}),
      after: translate({
        id: 'home.moment.screen.aid.after',
        message: ' An orange zooms through the juicer and lands in your glass: zumo.',
      }),
    },
    relatedLabel: translate({id: 'home.moment.screen.relatedLabel', message: 'Goes with'}),
    related: [
      ['la naranja', translate({id: 'home.moment.screen.related.orange', message: 'orange'})],
      ['el vaso', translate({id: 'home.moment.screen.related.glass', message: 'glass'})],
    ],
    keep: translate({id: 'home.moment.screen.keep', message: 'Keep this word'}),
    kept: translate({id: 'home.moment.screen.kept', message: 'Kept in My words'}),
  },
} as const;
