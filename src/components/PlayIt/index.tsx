import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {chapter} from '@site/src/data/features';
import ChapterHeading from '@site/src/components/ChapterHeading';
import StoryPhone from '@site/src/components/StoryPhone';
import layout from '@site/src/css/chapter.module.css';
import styles from './styles.module.css';

/** Chapter 3: a game in play beside the names of the games, as one line of text. */
export default function PlayIt(): ReactNode {
  const [feature] = chapter('play');
  const headingId = `feature-${feature.id}`;
  return (
    <section className={styles.play} aria-labelledby={headingId}>
      <div className={clsx(layout.row, layout.phoneFirst)}>
        <div className={clsx(layout.text, styles.text)}>
          <ChapterHeading step={3} kicker={feature.kicker} title={feature.title} text={feature.text} id={headingId} />
          <ul className={styles.games}>
            {feature.points.map((game) => (
              <li key={game.title}>{game.title}</li>
            ))}
          </ul>
        </div>
        <StoryPhone screenshot={feature.screenshot} />
      </div>
    </section>
  );
}
