import type {SiteFacts} from './app';
import {downloadPrice} from './app';
import {known} from './placeholder';

/**
 * schema.org `MobileApplication` for the landing page, from the app facts
 * only: no ratings or reviews that the store does not back. A fact that is
 * still a placeholder is left out, not stated: no store address before the
 * app's id is real, no offer before its price is.
 */
export function mobileApplicationJsonLd(app: SiteFacts, pageUrl: string, imageUrl: string): object {
  const storeUrl = known(app.facts.appStoreId) === undefined ? undefined : app.appStoreUrl;
  const price = downloadPrice(app.facts.priceModel);
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: app.name,
    description: app.pitch,
    url: pageUrl,
    image: imageUrl,
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
