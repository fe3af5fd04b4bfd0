import type {LoadContext, Plugin} from '@docusaurus/types';
import {readMockStrings, stringsFile, type MockStrings} from '../../scripts/mock-strings';
import {MOCK_WORDS_PLUGIN, type MockWordsData} from '../data/mockWords';

/**
 * Hands the centrepiece (src/components/MemoryMoment) the menu and the memory
 * aid from the mocks' strings file of the language being built, so each has
 * one wording, with one owner, in the screenshots and the animation alike.
 */
export function mockWords(strings: MockStrings): MockWordsData {
  const {addWords, memoryMoment} = strings as unknown as {
    addWords: {menu: MockWordsData['menu']; foundLabel: string};
    memoryMoment: {aid: string};
  };
  return {memoryAid: memoryMoment.aid, menu: addWords.menu, foundLabel: addWords.foundLabel};
}

export default function mockWordsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  return {
    name: MOCK_WORDS_PLUGIN,
    getPathsToWatch: () => [stringsFile(locale)],
    loadContent: async () => mockWords(readMockStrings(locale)),
    contentLoaded: async ({content, actions}) => {
      actions.setGlobalData(content);
    },
  };
}
