import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Pictures and fonts the pages import go through the bundler, as files under names that carry their content's
 * hash (cached for a year, `hosting/headers.ts`), in `npm start` as in the build. Each language has its own
 * screenshots, share card and App Store badges: `@screenshots/…`, `@app-store-badges/…` and `@social-card` resolve
 * in the language being built, so its build holds its own files only.
 */
export default function bundledFilesPlugin({siteDir, i18n}: LoadContext): Plugin {
  const locale = i18n.currentLocale;
  const fonts = path.join(siteDir, 'src', 'fonts');
  const folders = {
    '@screenshots': path.join(siteDir, 'screenshots', locale),
    '@app-store-badges': path.join(siteDir, 'brand', 'app-store', locale),
  };
  const socialCard = path.join(siteDir, 'brand', 'social-card', `${locale}.jpg`);
  const files = [...Object.values(folders), socialCard, fonts];
  return {
    name: 'bundled-files',
    configureWebpack(config, isServer) {
      const generator = {filename: 'assets/files/[name]-[contenthash:8][ext]', emit: !isServer};
      // Docusaurus's own rules would inline the small ones as data URLs, into the JavaScript or the inlined CSS of
      // every page (and SVGR would make the badges components): they leave these alone.
      for (const rule of config.module?.rules ?? []) {
        const test = rule && typeof rule === 'object' ? rule.test : undefined;
        if (test instanceof RegExp && ['x.avif', 'x.svg', 'x.woff2'].some((file) => test.test(file))) {
          (rule as {exclude?: unknown}).exclude = files;
        }
      }
      return {
        resolve: {alias: {...folders, '@social-card$': socialCard}},
        module: {
          rules: [
            {include: files.slice(0, -1), type: 'asset/resource', generator},
            // A built page names its fonts from the site's root, where the default language's build put the same
            // files: every language's inlined CSS is the same text, one hash in the policy. (`npm start` serves one
            // language, at its own base URL.)
            {
              include: fonts,
              type: 'asset/resource',
              generator: {
                ...generator,
                ...(process.env.NODE_ENV === 'production' && {
                  publicPath: i18n.localeConfigs[i18n.defaultLocale]!.baseUrl,
                }),
              },
            },
          ],
        },
      };
    },
  };
}
