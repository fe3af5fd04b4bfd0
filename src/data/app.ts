/**
 * The facts a site owner changes. Every page, the config and the legal
 * documents read them from here, so a rename or a new store URL is one edit.
 */
export interface AppFacts {
  /** Product name, shown in the navbar, titles and the copyright line. */
  readonly name: string;
  /** One line under the name on the landing page. */
  readonly pitch: string;
  /** Numeric App Store id (the digits after `id` in the store URL). */
  readonly appStoreId: string;
  /** The app's page on the App Store: the only external link of the site. */
  readonly appStoreUrl: string;
  /** Where people write for help or to delete their account. */
  readonly supportEmail: string;
  /** Production origin, without a trailing slash. */
  readonly siteUrl: string;
  /** Store price, for search engines' app results. */
  readonly price: {readonly amount: string; readonly currency: string};
}

const appStoreId = '6700000000';

export const app: AppFacts = {
  name: 'Wordkeep',
  pitch: 'Your own vocabulary, always at hand. Save words, play with them, remember them.',
  appStoreId,
  appStoreUrl: `https://apps.apple.com/app/id${appStoreId}`,
  supportEmail: 'support@example.com',
  siteUrl: 'https://wordkeep.example.com',
  price: {amount: '0', currency: 'USD'},
};
