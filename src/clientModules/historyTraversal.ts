/**
 * Back and forward inside the site (the framework's own navigation, no page load) mark the page `data-restored`,
 * as the first-paint script does for a page opened again (`plugins/hosting/firstPaint.ts`): the browser puts the visitor
 * back at the scroll offset they left, and the landing page's sections must stand at their real heights by then,
 * not at their estimates (`src/pages/index.module.css`), or the place is off by the estimates' error (31 px at
 * 1440 px). A link followed takes the mark off again.
 */
import type {ClientModule} from '@docusaurus/types';

let traversed = false;

if (typeof window !== 'undefined') {
  // Runs before the router hears of the same event: the router subscribes when it mounts, after this module.
  window.addEventListener('popstate', () => {
    traversed = true;
  });
}

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({previousLocation}) => {
  // The first render (no previous location) keeps what the first-paint script decided.
  if (previousLocation) document.documentElement.toggleAttribute('data-restored', traversed);
  traversed = false;
};
