import React, {type ReactNode, useSyncExternalStore} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Footer/Copyright';

/**
 * Ejected because the original renders `footer.copyright` as an HTML string
 * fixed at build time; the year must be the visitor's, so a site built in
 * December still says the new year in January.
 */
export default function FooterCopyright({copyright}: Props): ReactNode {
  return (
    <div className="footer__copyright">
      <Translate
        id="footer.copyright"
        description="Copyright line in the footer; {year} is the visitor's current year"
        values={{year: <CurrentYear />, holder: copyright}}>
        {'© {year} {holder}. All rights reserved.'}
      </Translate>
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
