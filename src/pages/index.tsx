import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app} from '@site/src/data/app';
import {socialCardUrl} from '@site/src/data/socialCard';
import {mobileApplicationJsonLd} from '@site/src/data/structuredData';
import {features} from '@site/src/data/features';
import Hero from '@site/src/components/home/Hero';
import FeatureSection from '@site/src/components/home/FeatureSection';
import HowItSticks from '@site/src/components/home/HowItSticks';
import {GamesScene, PhotoScene, SearchScene, SetsScene} from '@site/src/components/home/FeatureScene/scenes';
import MatchRound from '@site/src/components/home/MatchRound';
import Download from '@site/src/components/home/Download';
import styles from './index.module.css';

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
    imageUrl: useBaseUrl(socialCardUrl(), {absolute: true}),
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
      <main className={styles.page}>
        <Hero />
        <HowItSticks />
        {/* The spec's four features, in its order. */}
        <FeatureSection feature={features[0]!} index={0} layout="grand" phone={SearchScene} />
        <FeatureSection feature={features[1]!} index={1} layout="plain" phone={PhotoScene} />
        <FeatureSection feature={features[2]!} index={2} layout="trio" phone={GamesScene} beside={<MatchRound />} />
        <FeatureSection feature={features[3]!} index={3} layout="band" phone={SetsScene} />
        <Download />
      </main>
    </Layout>
  );
}
