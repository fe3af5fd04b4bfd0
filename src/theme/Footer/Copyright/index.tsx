import React, {type ReactNode, useSyncExternalStore} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Footer/Copyright';
import {facts} from '@site/src/data/app';
import {known} from '@site/src/lib/placeholder';
import {pendingCompanyName} from '@site/src/data/companyLabels';
import {phrased} from '@site/src/i18n/phraseBreak';

/**
 * Ejected because the original renders `footer.copyright` as an HTML string
 * fixed at build time; the year must be the visitor's, so a site built in
 * December still says the new year in January. The owner is the config's
 * `footer.copyright` once known; until then its label in the page's language.
 */
export default function FooterCopyright({copyright}: Props): ReactNode {
  const holder = known(facts.company.name) ? copyright : pendingCompanyName();
  return (
    <div className="footer__copyright">
      {phrased(
        interpolate(
          translate({
            id: 'footer.copyright',
            message: '© {year} {holder}. All rights reserved.',
            description: "Copyright line in the footer; {year} is the visitor's current year",
          }),
          {year: <CurrentYear />, holder},
        ),
      )}
    </div>
  );
}

const neverChanges = () => () => {};

function CurrentYear(): ReactNode {
  const {buildYear} = useDocusaurusContext().siteConfig.customFields as {buildYear: number};
  // Hydration renders the build year, as the server did; React then renders
  // again with the browser's year, without a hydration mismatch.
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
