import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app} from '@site/src/data/app';
import {socialCardPath} from '@site/src/data/socialCard';
import {mobileApplicationJsonLd} from '@site/src/data/structuredData';
import Hero from '@site/src/components/Hero';
import MeetAWord from '@site/src/components/MeetAWord';
import MemoryMoment from '@site/src/components/MemoryMoment';
import PlayIt from '@site/src/components/PlayIt';
import KeepIt from '@site/src/components/KeepIt';
import Download from '@site/src/components/Download';

export default function Home(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const description = translate({
    id: 'home.meta.description',
    message: 'Your own vocabulary, always at hand. Save words, play with them, remember them.',
    description:
      'The landing page in search results, link previews and the structured data: one or two sentences, at most 155 characters',
  });
  const jsonLd = mobileApplicationJsonLd(app, {
    url: useBaseUrl('/', {absolute: true}),
    imageUrl: useBaseUrl(socialCardPath(i18n.currentLocale), {absolute: true}),
    description,
    language: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
  });
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'Your vocabulary app for iPhone',
        description: "The landing page's title in the browser tab and search results, before “| Wordkeep”",
      })}
      description={description}>
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
