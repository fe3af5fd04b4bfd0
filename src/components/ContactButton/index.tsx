import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {phrased} from '@site/src/i18n/phraseBreak';
import {app} from '@site/src/data/app';
import styles from './styles.module.css';

/**
 * The support page's way to write to us (`{{contactButton}}` in
 * `docs/support.md`): a button that opens a new mail to the support address,
 * and the address itself, for a visitor whose device has no mail app.
 */
export default function ContactButton(): ReactNode {
  return (
    <p className={styles.contact}>
      <a className={styles.button} href={`mailto:${app.supportEmail}`}>
        {phrased(
          translate({
            id: 'support.contact.button',
            message: 'Write to support',
            description: 'Button on the support page that opens a new e-mail to the support address',
          }),
        )}
      </a>
      <span className={styles.address}>{app.supportEmail}</span>
    </p>
  );
}
