import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
// The same file `custom.css` names in its @font-face: webpack emits it once,
// under one hashed name, for both.
import interTightBold from '@site/src/fonts/inter-tight-latin-700.woff2';

/**
 * Preloads the headings' font. Discovered only after the CSS is parsed, it
 * would miss the first paint, and with `font-display: optional` the page would
 * keep the stand-in; requested with the CSS, it is there for the first paint.
 */
export default function DisplayFontPreload(): ReactNode {
  return (
    <Head>
      <link rel="preload" as="font" type="font/woff2" href={interTightBold} crossOrigin="anonymous" />
    </Head>
  );
}
