import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ThemedScreenshot} from '@site/src/data/features';
import DeviceFrame, {screenClassName} from '@site/src/components/DeviceFrame';
import ThemedPicture from '@site/src/components/ThemedPicture';
import styles from './styles.module.css';

/** The screen inside `--site-phone-width` (custom.css), minus the bezel: the same everywhere. */
export const PHONE_SIZES = '(min-width: 997px) 334px, calc(82vw - 18px)';

interface Props {
  readonly screenshot: ThemedScreenshot;
  readonly priority?: boolean;
  readonly className?: string;
}

/** An app screen in a phone, at the one scale every screen on the page shares. */
export default function StoryPhone({screenshot, priority, className}: Props): ReactNode {
  return (
    <DeviceFrame className={clsx(styles.phone, className)}>
      <ThemedPicture
        light={screenshot.light}
        dark={screenshot.dark}
        alt={screenshot.alt}
        sizes={PHONE_SIZES}
        priority={priority}
        imgClassName={screenClassName}
      />
    </DeviceFrame>
  );
}
