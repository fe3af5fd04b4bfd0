import React, {type ReactNode} from 'react';
import {app} from '@site/src/data/app';

/** `<SupportEmail />` in Markdown: a mail link to the support address in `src/data/app.ts`. */
export default function SupportEmail(): ReactNode {
  return <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>;
}
