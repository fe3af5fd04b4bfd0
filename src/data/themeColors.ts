import type {ColorMode} from '@docusaurus/theme-common';

/**
 * The theme colours that HTML needs as literal values (`<meta name="theme-color">`
 * tints the browser bar). CSS owns every colour as a variable in
 * `src/css/custom.css` (the webview's in `src/mobile/MobileDocPage`); these
 * mirror them, and the end-to-end tests fail when the painted navbar and page
 * backgrounds drift from them.
 */
export const themeColors: Readonly<
  Record<ColorMode, {readonly navbar: string; readonly page: string; readonly webview: string}>
> = {
  // --ifm-navbar-background-color and --ifm-background-color; `webview`: the
  // app's own screen background (iOS grouped background, `--bg` in
  // screenshots/source/app.css), so the app's pages (`/mobile/…`) do not change
  // colour under the app's navigation bar.
  light: {navbar: '#fff8ee', page: '#fff8ee', webview: '#f2f2f7'},
  dark: {navbar: '#0f0d1a', page: '#0f0d1a', webview: '#000000'},
};
