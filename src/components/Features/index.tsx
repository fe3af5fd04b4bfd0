import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {features, type Feature} from '@site/src/data/features';
import ThemedPicture from '@site/src/components/ThemedPicture';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import styles from './styles.module.css';

/** Matches the frame widths in styles.module.css, minus the bezel. */
const SCREENSHOT_SIZES = '(min-width: 997px) 280px, (min-width: 768px) 240px, 246px';
/** Matches `.closeUp`: larger than the phone, that is the point of it. */
const CLOSE_UP_SIZES = '(min-width: 997px) 400px, (min-width: 768px) 352px, min(calc(100vw - 2.5rem), 320px)';

function Tick(): ReactNode {
  return (
    <svg className={styles.tick} viewBox="0 0 20 20" aria-hidden="true">
      <path d="M5 10.5l3.2 3.2L15 6.8" />
    </svg>
  );
}

function FeatureImage({feature}: {feature: Feature}): ReactNode {
  if (feature.closeUp) {
    return (
      <div className={styles.closeUp}>
        <ThemedPicture
          light={feature.closeUp.light}
          dark={feature.closeUp.dark}
          alt={feature.closeUp.alt}
          sizes={CLOSE_UP_SIZES}
          imgClassName={styles.closeUpImage}
        />
      </div>
    );
  }
  return (
    <DeviceFrame className={styles.device}>
      <ThemedPicture
        light={feature.screenshot.light}
        dark={feature.screenshot.dark}
        alt={feature.screenshot.alt}
        sizes={SCREENSHOT_SIZES}
        imgClassName={screenClassName}
      />
    </DeviceFrame>
  );
}

function FeatureSection({feature}: {feature: Feature}): ReactNode {
  const headingId = `feature-${feature.id}`;
  return (
    <section className={clsx(styles.feature, feature.closeUp && styles.withCloseUp)} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.label}>{feature.label}</p>
          <h2 id={headingId} className={styles.title}>
            {feature.title}
          </h2>
          <p className={styles.body}>{feature.text}</p>
          <ul className={styles.points}>
            {feature.points.map((point) => (
              <li key={point}>
                <Tick />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <FeatureImage feature={feature} />
      </div>
    </section>
  );
}

export default function Features(): ReactNode {
  return (
    <div className={styles.features}>
      {features.map((feature) => (
        <FeatureSection key={feature.id} feature={feature} />
      ))}
    </div>
  );
}
