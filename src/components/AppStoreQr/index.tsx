import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {app} from '@site/src/data/app';
import {phrased} from '@site/src/i18n/phraseBreak';
import {useSiteData} from '@site/src/data/useSiteData';
import styles from './styles.module.css';

/** Scanners want four modules of light margin around the code. */
const QUIET_ZONE = 4;

/**
 * The App Store link as a QR code, for a visitor on a computer who wants the
 * app on the iPhone beside it. Shown on wide screens only (CSS); drawn at build
 * time (`plugins/siteData.ts`).
 */
export default function AppStoreQr({className}: {className?: string}): ReactNode {
  const {size, path} = useSiteData().qr;
  const box = size + 2 * QUIET_ZONE;
  return (
    <figure className={clsx(styles.qr, className)}>
      <svg
        className={styles.code}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
        role="img"
        aria-label={translate(
          {
            id: 'appStoreQr.alt',
            message: 'QR code that opens {appName} on the App Store',
            description: 'Text alternative of the QR code beside the App Store badge',
          },
          {appName: app.name},
        )}
        shapeRendering="crispEdges">
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} className={styles.background} />
        <path d={path} className={styles.modules} />
      </svg>
      <figcaption className={styles.caption}>
        {phrased(
          translate({
            id: 'appStoreQr.caption',
            message: 'Scan with your iPhone camera',
            description: 'Caption under the QR code',
          }),
        )}
      </figcaption>
    </figure>
  );
}
