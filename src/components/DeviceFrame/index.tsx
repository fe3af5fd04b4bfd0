import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A phone drawn in CSS around a screenshot, so it re-themes with the page
 * instead of being baked into every image.
 */
export default function DeviceFrame({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return <div className={clsx(styles.device, className)}>{children}</div>;
}

export const screenClassName = styles.screen;
