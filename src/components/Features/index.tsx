import React, {type ReactNode} from 'react';
import {features, type Feature} from '@site/src/data/features';
import ThemedPicture from '@site/src/components/ThemedPicture';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import styles from './styles.module.css';

/** Matches the frame widths in styles.module.css, minus the bezel. */
const SCREENSHOT_SIZES = '(min-width: 768px) 304px, 264px';

function FeatureSection({feature}: {feature: Feature}): ReactNode {
  const headingId = `feature-${feature.id}`;
  return (
    <section className={styles.feature} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {feature.title}
        </h2>
        <p>{feature.text}</p>
      </div>
      <DeviceFrame className={styles.device}>
        <ThemedPicture
          light={feature.screenshot.light}
          dark={feature.screenshot.dark}
          alt={feature.screenshot.alt}
          sizes={SCREENSHOT_SIZES}
          imgClassName={screenClassName}
        />
      </DeviceFrame>
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
