import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {socialCardUrl} from '@site/src/data/socialCard';

/**
 * Every page's share card in the page's language. `themeConfig.image` is one
 * image for all languages, so the config leaves it out and this wrapper gives
 * each language its own card (og:image, twitter:image).
 */
export default function SiteMetadataWrapper(): ReactNode {
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={socialCardUrl()} />
    </>
  );
}
