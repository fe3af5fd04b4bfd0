import type {AppFacts} from './app';

/**
 * schema.org `MobileApplication` for the landing page, from the app facts
 * only: no ratings or reviews that the store does not back.
 */
export function mobileApplicationJsonLd(app: AppFacts, pageUrl: string, imageUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'MobileApplication',
    name: app.name,
    description: app.pitch,
    url: pageUrl,
    image: imageUrl,
    operatingSystem: 'iOS',
    applicationCategory: 'EducationalApplication',
    installUrl: app.appStoreUrl,
    offers: {
      '@type': 'Offer',
      price: app.price.amount,
      priceCurrency: app.price.currency,
      url: app.appStoreUrl,
    },
  };
}
