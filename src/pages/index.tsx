import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import Hero from '@site/src/components/Hero';
import Features from '@site/src/components/Features';
import Download from '@site/src/components/Download';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Your vocabulary app for iPhone'})}
      description={app.pitch}>
      <main>
        <Hero />
        <Features />
        <Download />
      </main>
    </Layout>
  );
}
