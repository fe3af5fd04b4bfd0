import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ScreenshotRef} from '@site/src/data/features';
import {screenshot as screenshotIn} from '@site/src/data/images';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import ThemedPicture from '@site/src/components/ThemedPicture';
import styles from './styles.module.css';

/** How wide the screen is shown: a feature's phone, at most its width in FeatureSection (the first feature's, the
 * largest: `clamp(24rem, 37vw, 36rem)`). */
export const PHONE_SIZES = '(min-width: 997px) clamp(24rem, 37vw, 36rem), (min-width: 700px) 36vw, min(82vw, 21rem)';

export interface StoryPhoneProps {
  readonly screenshot: ScreenshotRef;
  readonly className?: string;
}

/**
 * An app screen in a phone, at the one scale every screen on the page shares,
 * in the page's language: a page names (and downloads) its own language's files only.
 * `children` are drawn over the screenshot, inside the screen (FeatureScene).
 */
export default function StoryPhone({
  screenshot,
  className,
  children,
}: StoryPhoneProps & {children?: ReactNode}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <DeviceFrame className={clsx(styles.phone, className)}>
      <ThemedPicture
        light={screenshotIn(screenshot.id, 'light', currentLocale)}
        dark={screenshotIn(screenshot.id, 'dark', currentLocale)}
        alt={screenshot.alt}
        sizes={PHONE_SIZES}
        imgClassName={screenClassName}
      />
      {children}
    </DeviceFrame>
  );
}
