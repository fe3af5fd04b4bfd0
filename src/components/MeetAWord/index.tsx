import React, {type ReactNode} from 'react';
import {chapter} from '@site/src/data/features';
import ChapterHeading from '@site/src/components/ChapterHeading';
import StoryPhone from '@site/src/components/StoryPhone';
import layout from '@site/src/css/chapter.module.css';
import styles from './styles.module.css';

/** Drawn in the tab bar's line style, one per way of adding a word (search, voice, photo). */
const ICONS: readonly ReactNode[] = [
  <path key="s" d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />,
  <path key="v" d="M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5" />,
  <path
    key="p"
    d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
  />,
];

/** Chapter 1: the word is met. Three ways in, then the phone catching a word from a café menu. */
export default function MeetAWord(): ReactNode {
  const [feature] = chapter('meet');
  const headingId = `feature-${feature.id}`;
  return (
    <section className={styles.meet} aria-labelledby={headingId}>
      <div className={layout.row}>
        <div className={layout.text}>
          <ChapterHeading step={1} kicker={feature.kicker} title={feature.title} text={feature.text} id={headingId} />
          <ul className={styles.ways}>
            {feature.points.map((point, i) => (
              <li key={point.title} className={styles.way}>
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                  {ICONS[i]}
                </svg>
                <span>
                  <b className={styles.wayTitle}>{point.title}</b> {point.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <StoryPhone screenshot={feature.screenshot} />
      </div>
    </section>
  );
}
