import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {app} from '@site/src/data/app';
import {mobileApplicationJsonLd} from '@site/src/data/structuredData';
import Hero from '@site/src/components/Hero';
import MeetAWord from '@site/src/components/MeetAWord';
import MemoryMoment from '@site/src/components/MemoryMoment';
import PlayIt from '@site/src/components/PlayIt';
import KeepIt from '@site/src/components/KeepIt';
import Download from '@site/src/components/Download';

export default function Home(): ReactNode {
  const jsonLd = mobileApplicationJsonLd(
    app,
    useBaseUrl('/', {absolute: true}),
    useBaseUrl('img/social-card.jpg', {absolute: true}),
  );
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Your vocabulary app for iPhone'})}
      description={app.pitch}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
      </Head>
      <main>
        {/* The story, in the order a learner lives it (brand/concept.md). */}
        <Hero />
        <MeetAWord />
        <MemoryMoment />
        <PlayIt />
        <KeepIt />
        <Download />
      </main>
    </Layout>
  );
}
