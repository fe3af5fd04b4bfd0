import type {ColorMode} from '@docusaurus/theme-common';

/**
 * The theme colours that HTML needs as literal values (`<meta name="theme-color">`
 * tints the browser bar). CSS owns every colour as a variable in
 * `src/css/custom.css`; these mirror two of them, and the end-to-end tests
 * fail when the painted navbar and page backgrounds drift from them.
 */
export const themeColors: Readonly<Record<ColorMode, {readonly navbar: string; readonly page: string}>> = {
  // --ifm-navbar-background-color and --ifm-background-color
  light: {navbar: '#ffffff', page: '#ffffff'},
  dark: {navbar: '#16151f', page: '#100f18'},
};
