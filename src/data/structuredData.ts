import type {SiteFacts} from './app';
import {downloadPrice} from './app';
import {known} from '../lib/placeholder';

/**
 * schema.org `MobileApplication` for the landing page, from the app facts
 * only: no ratings or reviews that the store does not back. A fact that is
 * still a placeholder is left out, not stated: no store address before the
 * app's id is real, no offer before its price is.
 */
export interface JsonLdPage {
  readonly url: string;
  /** The card shown when the page is shared, in the page's language. */
  readonly imageUrl: string;
  /** The page's description, translated (the landing page's meta description). */
  readonly description: string;
  /** BCP 47 tag of the page's language. */
  readonly language: string;
}

export function mobileApplicationJsonLd(app: SiteFacts, page: JsonLdPage): object {
  const storeUrl = known(app.facts.appStoreId) === undefined ? undefined : app.appStoreUrl;
  const price = downloadPrice(app.facts.priceModel);
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: app.name,
    description: page.description,
    inLanguage: page.language,
    url: page.url,
    image: page.imageUrl,
    operatingSystem: 'iOS',
    applicationCategory: 'EducationalApplication',
    ...(storeUrl && {installUrl: storeUrl}),
    ...(storeUrl &&
      price.amount !== undefined && {
        offers: {
          '@type': 'Offer',
          price: price.amount,
          ...(price.currency && {priceCurrency: price.currency}),
          url: storeUrl,
        },
      }),
  };
}
