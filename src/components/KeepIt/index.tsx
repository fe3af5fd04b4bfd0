import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {chapter} from '@site/src/data/features';
import ChapterHeading from '@site/src/components/ChapterHeading';
import StoryPhone from '@site/src/components/StoryPhone';
import styles from './styles.module.css';

/** Chapter 4: where the words live. Your list and the ready-made sets side by side, two phones at the one scale. */
export default function KeepIt(): ReactNode {
  const features = chapter('keep');
  return (
    <div className={styles.keep}>
      <ChapterHeading
        step={4}
        kicker={translate({id: 'home.keep.kicker', message: 'Keep it'})}
        title={translate({
          id: 'home.keep.title',
          message: 'Every word you’ve met, in one place',
          description: 'Heading over the two sections on the word list and the word sets',
        })}
        id="keep-it"
        align="center"
        className={styles.heading}
      />
      <div className={styles.pair}>
        {features.map((feature) => {
          const headingId = `feature-${feature.id}`;
          return (
            <section key={feature.id} className={styles.part} aria-labelledby={headingId}>
              <ChapterHeading
                kicker={feature.kicker}
                title={feature.title}
                text={feature.text}
                id={headingId}
                level={3}
                className={styles.partHeading}
              />
              <StoryPhone screenshot={feature.screenshot} />
            </section>
          );
        })}
      </div>
    </div>
  );
}
