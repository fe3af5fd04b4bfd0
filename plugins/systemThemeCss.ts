import path from 'node:path';
import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import {browserScript} from './browserScript';
import type {PluginCreator} from 'postcss';

const THEMED = /(?:html)?\[data-theme=(['"]?)(light|dark)\1\]/g;

/**
 * With JavaScript off no script sets `data-theme`, so every themed rule in the
 * CSS (Infima's `html[data-theme='dark']`, ours) missed, and a dark phone got
 * the light site. Each rule for `[data-theme='dark']` (or `light`) is also
 * written for `html` without the attribute, inside `@media
 * (prefers-color-scheme: dark)` (or `light`): without a script, the system
 * decides. With scripts, the attribute is set before the first paint and the
 * copies never apply, so nothing flashes.
 */
export const systemThemeWithoutScript: PluginCreator<void> = () => ({
  postcssPlugin: 'system-theme-without-script',
  Rule(rule, {AtRule}) {
    if (!rule.selector.includes('data-theme=')) return;
    for (const theme of ['light', 'dark'] as const) {
      const selectors = rule.selectors
        .filter((selector) => [...selector.matchAll(THEMED)].some((match) => match[2] === theme))
        .map((selector) => selector.replace(THEMED, 'html:not([data-theme])'));
      if (selectors.length === 0) continue;
      const media = new AtRule({name: 'media', params: `(prefers-color-scheme: ${theme})`});
      media.append(rule.clone({selectors}));
      rule.after(media);
    }
  },
});
systemThemeWithoutScript.postcss = true;

/**
 * The theme before the first paint: `themeBeforePaint.js` in every page's
 * `<head>`, by the spec's rules (Docusaurus's own theme script runs later and,
 * its inputs cleaned, agrees); and `systemThemeWithoutScript` in the site's CSS
 * pipeline. A plugin's tags, unlike the config's `headTags`, do not ship in the
 * JavaScript every page loads.
 */
export default function systemThemePlugin(context: LoadContext): DocusaurusPlugin {
  const themeBeforePaint = browserScript(path.join(context.siteDir, 'src/colorMode/themeBeforePaint.js'));
  return {
    name: 'system-theme-without-script',
    configurePostCss(options) {
      options.plugins.push(systemThemeWithoutScript());
      return options;
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', attributes: {}, innerHTML: themeBeforePaint}]};
    },
  };
}
