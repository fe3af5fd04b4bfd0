import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * An iPhone drawn in CSS around a screen (a screenshot, or the app drawn as HTML): the bezel, the Dynamic Island and
 * the side buttons re-theme with the page instead of being baked into every image. The screen keeps the phone's
 * 390 x 844 proportions; `--pt`, one of its points, sizes what is drawn in it.
 */
export default function DeviceFrame({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return (
    <div className={clsx(styles.device, className)}>
      <div className={styles.screen}>{children}</div>
    </div>
  );
}

/** For a screenshot filling the screen. */
export const screenClassName = styles.image;
