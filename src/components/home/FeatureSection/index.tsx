import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {phrased} from '@site/src/i18n/phraseBreak';
import type {Feature, PointIcon} from '@site/src/data/features';
import SectionHeading from '@site/src/components/home/SectionHeading';
import StoryPhone, {type StoryPhoneProps} from '@site/src/components/StoryPhone';
import styles from './styles.module.css';

/** Drawn in the tab bar's line style. */
const ICONS: Record<PointIcon, ReactNode> = {
  search: <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />,
  voice: <path d="M12 3.5a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0v-5a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v3.5" />,
  photo: (
    <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
  ),
};

/**
 * How a section is composed, one per feature; every phone stands on its stage's lower edge, cut alike. The page's
 * largest phone (`grand`), a phone beside the words (`plain`), the round to play as a column of its own between the
 * words and the phone (`trio`), the brand's band from edge to edge (`band`).
 */
export type FeatureLayout = 'grand' | 'plain' | 'trio' | 'band';

interface Props {
  readonly feature: Feature;
  /** Its place among the four features: odd ones put the screenshot on the other side. */
  readonly index: number;
  readonly layout: FeatureLayout;
  /** The phone: its screen playing the feature (FeatureScene's scenes), or the screenshot alone. */
  readonly phone?: ComponentType<StoryPhoneProps>;
  /** Something to try beside the phone (the round to play). */
  readonly beside?: ReactNode;
}

/**
 * One feature of the spec: its words beside its screenshot, stacked on a
 * phone. The side alternates from one feature to the next, in CSS, so the
 * reading order stays words, then picture.
 */
export default function FeatureSection({feature, index, layout, phone: Phone = StoryPhone, beside}: Props): ReactNode {
  const headingId = `feature-${feature.id}`;
  return (
    <section
      className={clsx(styles.section, index % 2 === 1 && styles.flipped, styles[layout])}
      aria-labelledby={headingId}>
      <div className={styles.stage}>
        <div className={styles.row}>
          <div className={styles.text}>
            <SectionHeading kicker={feature.kicker} title={feature.title} text={feature.text} id={headingId} />
            {feature.points.length > 0 && (
              <ul className={styles.points}>
                {feature.points.map((point) => (
                  <li key={point.icon} className={styles.point}>
                    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                      {ICONS[point.icon]}
                    </svg>
                    <span>
                      <b className={styles.pointTitle}>{phrased(point.title)}</b> {phrased(point.text)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {beside && <div className={styles.scene}>{beside}</div>}
          <div className={styles.media}>
            <Phone screenshot={feature.screenshot} className={styles.phone} />
          </div>
        </div>
      </div>
    </section>
  );
}
