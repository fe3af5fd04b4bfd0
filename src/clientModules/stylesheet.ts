/**
 * A page arrives with the CSS its own HTML uses inlined and the site's whole
 * stylesheet loading as `media=print`, which does not block the first paint
 * (src/plugins/criticalCss.ts). With the scripts running, the rest is needed
 * (another page's styles after client-side navigation, what the scripts
 * show): the stylesheet now applies to the screen.
 */
/** Marks the stylesheet to switch on; the build's critical-CSS step writes it. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

if (typeof document !== 'undefined') {
  document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`).forEach((link) => {
    link.media = 'all';
  });
}
