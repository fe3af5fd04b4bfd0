import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import AppStoreBadge from '@site/src/components/AppStoreBadge';
import AppStoreQr from '@site/src/components/AppStoreQr';
import styles from './styles.module.css';

interface Props {
  /** `start`: on wide screens, aligned with the text's left edge (the hero). */
  readonly align?: 'center' | 'start';
}

/** The way to get the app, on the brand band: the badge, and on wide screens its QR code. */
export default function DownloadActions({align = 'center'}: Props): ReactNode {
  return (
    <div className={clsx(styles.actions, align === 'start' && styles.start)}>
      <AppStoreBadge on="band" />
      <AppStoreQr className={styles.qr} />
    </div>
  );
}
