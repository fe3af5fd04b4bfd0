import type {LoadContext, Plugin} from '@docusaurus/types';
import QRCode from 'qrcode';
import {app} from '../src/data/app';
import {DOCUMENT_NAMES} from '../src/data/documents';
import {SITE_DATA_PLUGIN, type SiteData} from '../src/data/siteData';
import {OFFER_TEXT} from '../src/i18n/offer';
import type {LocaleCode} from '../src/i18n/locales';
import {breakPhrases, keepTogetherWords} from './i18n/japanesePhrases';
import {translationStatus} from './i18n/translations';
import {mockStringsToRender, mockWords, stringsFile} from './mockWords';
import {isJapanese} from './typesetting';

/** The App Store link's QR code, as the qrcode library draws it: the page inlines it, no library ships. */
export async function appStoreQr(url: string): Promise<SiteData['qr']> {
  const svg = await QRCode.toString(url, {type: 'svg', margin: 0, errorCorrectionLevel: 'M'});
  return {size: Number(/viewBox="0 0 (\d+)/.exec(svg)![1]), path: /<path stroke="[^"]*" d="([^"]+)"/.exec(svg)![1]!};
}

/** The data the pages of the language being built read through `useSiteData()`. */
export default function siteDataPlugin(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  const locale = i18n.currentLocale as LocaleCode;
  return {
    name: SITE_DATA_PLUGIN,
    async loadContent(): Promise<SiteData> {
      const keepTogether = keepTogetherWords(siteDir);
      const offerText = Object.fromEntries(
        Object.entries(OFFER_TEXT).map(([code, text]) => [
          code,
          isJapanese(code)
            ? {...text, text: breakPhrases(text.text, keepTogether), action: breakPhrases(text.action, keepTogether)}
            : text,
        ]),
      ) as SiteData['offerText'];
      const staleTranslations = Object.fromEntries(
        DOCUMENT_NAMES.flatMap((doc) => {
          const status = translationStatus(siteDir, locale, doc);
          return status ? [[doc, status.stale]] : [];
        }),
      );
      return {
        qr: await appStoreQr(app.appStoreUrl),
        mockWords: mockWords(mockStringsToRender(locale, siteDir)),
        offerText,
        englishBaseUrl: i18n.localeConfigs[i18n.defaultLocale]!.baseUrl,
        staleTranslations,
      };
    },
    contentLoaded: async ({content, actions}) => actions.setGlobalData(content),
    getPathsToWatch: () => [
      stringsFile(locale),
      `${siteDir}/docs/*.md`,
      `${siteDir}/i18n/${locale}/docusaurus-plugin-content-docs/current/*.md`,
    ],
  };
}
