import type {ReactNode} from 'react';
import {app} from '@site/src/data/app';

/** `<AppName />` in Markdown: the app's name from `src/data/app.ts`. */
export default function AppName(): ReactNode {
  return app.name;
}
