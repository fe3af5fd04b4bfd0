import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {app} from './src/data/app';
import {themeColors} from './src/data/themeColors';
import mobilePagesPlugin from './plugins/mobilePages';
import leanBundlePlugin from './plugins/leanBundle';
import hostingPlugin from './plugins/hosting';
import bundledFilesPlugin from './plugins/bundledFiles';
import systemThemePlugin from './plugins/systemThemeCss';
import {DOCUMENT_NAMES} from './src/data/documents';
import remarkDocumentParts from './plugins/markdown/remarkDocumentParts';
import remarkJapanesePhrases from './plugins/markdown/remarkJapanesePhrases';
import typesettingPlugin, {isJapanese} from './plugins/typesetting';
import {keepTogetherWords} from './plugins/i18n/japanesePhrases';
import {documentHooks, loadDocumentFacts} from './plugins/markdown/facts';
import siteDataPlugin from './plugins/siteData';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CODES, alternateUrls, isLocaleCode, localeBaseUrl} from './src/i18n/locales';

// `/` in production; another base path or site address can be set for a
// build served elsewhere (README, "Deploy").
const baseUrl = process.env.BASE_URL ?? '/';
const siteUrl = process.env.SITE_URL ?? app.siteUrl;

// The language being built: Docusaurus loads this file once per language and
// names it here first (its stop-gap for per-language config, facebook/docusaurus#4542,
// core/lib/commands/build/buildLocale.js). `docusaurus start` without --locale sets
// "undefined": English.
const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? '';
const currentLocale = isLocaleCode(envLocale) ? envLocale : DEFAULT_LOCALE;

export default async function createConfig() {
  // The app facts as each language's documents say them (`{{companyName}}` and the like).
  const documentFacts = await loadDocumentFacts(__dirname);
  const {preprocessor, parseFrontMatter} = documentHooks(documentFacts);
  return {
    title: app.name,
    favicon: 'img/logo.svg',
    url: siteUrl,
    baseUrl,
    // `/privacy` is served from `privacy.html`: no redirect to a slash URL on
    // Cloudflare Pages or Netlify.
    trailingSlash: false,
    // An inline script with a link to docusaurus.io; the base URL is tested instead.
    baseUrlIssueBanner: false,

    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    markdown: {
      // `.md` is CommonMark, not MDX: the documents in `docs/` are edited by
      // people who are not developers, and in MDX `{30} days`, `users <13` or
      // `<!-- note -->` crash the page or the build, or silently lose braces.
      format: 'detect',
      // `{{appName}}` and the like: in the text, and in titles and descriptions.
      preprocessor,
      parseFrontMatter,
      hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    },

    future: {
      v4: true,
      faster: true,
    },
    // The spec names the storage key `theme`; `future.v4` would namespace it.
    storage: {type: 'localStorage', namespace: false},

    // Every language at its own prefix (`/de/privacy`), English at `/`: the list
    // is src/i18n/locales.ts. `docusaurus build` builds them one after another.
    i18n: {
      defaultLocale: DEFAULT_LOCALE,
      locales: [...LOCALE_CODES],
      localeConfigs: Object.fromEntries(
        LOCALES.map(({code, label, htmlLang, direction}) => [code, {label, htmlLang, direction}]),
      ),
    },

    customFields: {
      // The server-rendered copyright year; the browser replaces it with its own.
      buildYear: new Date().getFullYear(),
    },

    headTags: [
      // The theme before the first paint: plugins/systemThemeCss.ts.
      // What a Referrer-Policy header says, for hosts that cannot send one.
      {tagName: 'meta', attributes: {name: 'referrer', content: 'strict-origin-when-cross-origin'}},
      // Made by `npm run brand`; the SVG favicon comes from `favicon` above.
      {tagName: 'link', attributes: {rel: 'icon', href: `${baseUrl}favicon.ico`, sizes: '32x32'}},
      {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/apple-touch-icon.png`}},
      {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}site.webmanifest`}},
      // The browser bar matches the navbar (--ifm-navbar-background-color). The
      // app's pages, whose theme is fixed by their URL, put their own first.
      ...(['light', 'dark'] as const).map((mode) => ({
        tagName: 'meta',
        attributes: {name: 'theme-color', media: `(prefers-color-scheme: ${mode})`, content: themeColors[mode].navbar},
      })),
    ],

    plugins: [
      mobilePagesPlugin,
      siteDataPlugin,
      leanBundlePlugin,
      hostingPlugin,
      bundledFilesPlugin,
      systemThemePlugin,
      typesettingPlugin,
    ],

    presets: [
      [
        'classic',
        {
          docs: {
            // Legal documents live at `/privacy` and `/terms`.
            routeBasePath: '/',
            // An empty sidebar file: standalone pages, no sidebar.
            sidebarPath: './sidebars.ts',
            // `credits.md` is also a (sitemap-less) web page: the docs plugin
            // only compiles the Markdown files it owns as pages.
            include: DOCUMENT_NAMES.map((name) => `${name}.md`),
            // After the default plugins, which give the headings their anchors. Its Markdown loader
            // compiles every file in `docs/`, the app's pages included.
            // Japanese: phrase boundaries, last, once the contents list exists.
            remarkPlugins: [
              remarkDocumentParts,
              ...(isJapanese(currentLocale)
                ? [[remarkJapanesePhrases, {keepTogether: keepTogetherWords(__dirname)}] as const]
                : []),
            ],
          },
          blog: false,
          theme: {
            // markdown.css: tables and lists of the documents, web and app pages.
            customCss: ['./src/css/custom.css', './src/css/markdown.css', './src/css/i18n.css'],
          },
          sitemap: {
            // The app's credits page is for the app, and the legal notice for whoever looks for it
            // from the footer: neither is a page to land on from a search. Mobile pages are noindex.
            ignorePatterns: LOCALE_CODES.flatMap((code) => {
              const localeBase = localeBaseUrl(baseUrl, code);
              return [`${localeBase}credits`, `${localeBase}legal-notice`, `${localeBase}mobile/**`];
            }),
            // Each language's sitemap names every page's other languages.
            createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
              (await defaultCreateSitemapItems(params)).map((item) => ({
                ...item,
                links: alternateUrls(item.url, siteUrl, baseUrl).map(({hreflang, url}) => ({lang: hreflang, url})),
              })),
          },
        } satisfies Preset.Options,
      ],
    ],

    themeConfig: {
      colorMode: {
        defaultMode: 'light',
        disableSwitch: false,
        // First visit follows the system; the toggle then flips between two values.
        respectPrefersColorScheme: true,
      },
      // No `image`: each language has its own share card (src/theme/SiteMetadata).
      navbar: {
        // The mark is decorative: the name beside it is text (src/theme/Logo).
        title: app.name,
        logo: {
          alt: '',
          src: 'img/logo.svg',
          width: 32,
          height: 32,
        },
        items: [],
      },
      footer: {
        links: [
          {label: 'Privacy Policy', to: '/privacy'},
          {label: 'Terms and Conditions', to: '/terms'},
          {label: 'Support', to: '/support'},
          {label: 'Credits', to: '/credits'},
          {label: 'Legal Notice', to: '/legal-notice'},
          // A way to write, and the way to get the app, from every page. A mail
          // link is not a new page: it opens in place, not in a new tab.
          {label: 'Contact', href: `mailto:${app.supportEmail}`, target: '_self'},
          {label: 'Download on the App Store', href: app.appStoreUrl},
        ],
        // The owner, as the documents name them ({{companyName}}), rendered by
        // the swizzled Footer/Copyright with the visitor's year.
        copyright: documentFacts.get(DEFAULT_LOCALE)!.companyName,
      },
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
}
