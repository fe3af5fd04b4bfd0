import MDXComponents from '@theme-original/MDXComponents';
import AppName from '@site/src/components/AppName';
import SupportEmail from '@site/src/components/SupportEmail';

/**
 * Tags that editors of the Markdown documents can write without touching
 * code: `<AppName />` and `<SupportEmail />` read the app facts.
 */
export default {
  ...MDXComponents,
  AppName,
  SupportEmail,
};
