import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import AppStoreQr from '@site/src/components/AppStoreQr';
import styles from './styles.module.css';

interface Props {
  /** `start`: on wide screens, aligned with the text's start edge (the hero). */
  readonly align?: 'center' | 'start';
  /** What it stands on: the page's paper (follows the theme) or the ink band (dark in both). */
  readonly on?: 'page' | 'band';
  /** In the first screen (the hero): nothing in it loads lazily. */
  readonly firstScreen?: boolean;
}

/** The way to get the app: the badge, and on wide screens its QR code. */
export default function DownloadActions({align = 'center', on = 'band', firstScreen = false}: Props): ReactNode {
  return (
    <div className={clsx(styles.actions, align === 'start' && styles.start, on === 'band' && styles.onBand)}>
      <AppStoreBadge on={on} firstScreen={firstScreen} />
      <AppStoreQr className={styles.qr} />
    </div>
  );
}
