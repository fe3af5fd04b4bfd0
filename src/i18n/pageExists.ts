import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';

/**
 * Whether `pathname` is one of the site's pages, exactly as spelt (routes are
 * case-sensitive, patches/react-router-config), rather than the not-found page.
 * Every language has the same pages, so a page that exists here exists in each.
 */
export function pageExists(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname).slice(-1)[0];
  return leaf !== undefined && leaf.match.isExact && leaf.route.path === pathname;
}
