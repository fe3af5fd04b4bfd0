import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {app} from '@site/src/data/app';
import {phrased} from '@site/src/i18n/phraseBreak';
import {HERO_WORDS, sceneOf} from '@site/src/data/heroWord';
import {useSiteData} from '@site/src/data/useSiteData';
import {learnedLanguage} from '@site/src/i18n/learning';
import type {LocaleCode} from '@site/src/i18n/locales';
import {Marked} from '@site/src/components/home/WordCard';
import Mariposa from './mariposa.svg';
import Butterfly from './butterfly.svg';
import styles from './styles.module.css';

const PICTURES = {mariposa: Mariposa, butterfly: Butterfly};

/**
 * The memory aid as the visitor will picture it: the scene drawn, the word split at its hooks under the marker, its
 * meaning and the scene in words. The drawing is the page's, not a screen of the app: the app writes the scene (the
 * hero's phone shows how), the learner pictures it, and the card says so.
 */
export default function AidCard({
  className,
  sceneClassName,
}: {
  className?: string;
  /** The scene in words: a caller that shows the app's own card beside it hides it, so it is printed once. */
  sceneClassName?: string;
}): ReactNode {
  const learned = learnedLanguage(useDocusaurusContext().i18n.currentLocale as LocaleCode) as keyof typeof HERO_WORDS;
  const word = HERO_WORDS[learned];
  const Picture = PICTURES[word.picture];
  const {wordCard} = useSiteData().mockWords;
  return (
    <figure className={clsx(styles.card, className)}>
      <div className={styles.picture}>
        <Picture className={styles.art} data-picture={word.picture} aria-hidden="true" focusable="false" />
        <span className={styles.label}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M8 1.5l1.6 4.9 4.9 1.6-4.9 1.6L8 14.5l-1.6-4.9L1.5 8l4.9-1.6z" />
          </svg>
          {translate({
            id: 'home.hero.aid.label',
            message: 'Memory aid',
            description: 'Label on the hero picture: the scene a memory aid asks the learner to picture',
          })}
        </span>
      </div>
      <figcaption className={styles.words}>
        <p className={styles.word} lang={learned} dir="ltr">
          {word.article && <span className={styles.article}>{word.article} </span>}
          <mark>{word.parts[0]}</mark>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <mark>{word.parts[1]}</mark>
          <span className={styles.meaning}>= {wordCard.translation}</span>
        </p>
        <p className={clsx(styles.scene, sceneClassName)}>
          <Marked text={sceneOf(wordCard.aid)} learned={learned} />
        </p>
        <p className={styles.note}>
          {phrased(
            translate(
              {
                id: 'home.hero.aid.note',
                message: '{appName} writes the scene. You picture it.',
                description:
                  'Under the hero picture: the app writes each memory aid as a short scene (text); the picture is what the learner imagines',
              },
              {appName: app.name},
            ),
          )}
        </p>
      </figcaption>
    </figure>
  );
}
