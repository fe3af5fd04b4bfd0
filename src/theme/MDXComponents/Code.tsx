import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';

/**
 * Ejected from theme-classic: the legal documents need no syntax highlighting,
 * and the theme's CodeBlock brings Prism (~29 KiB brotli) into every docs
 * page. A fenced block in a document shows as plain preformatted text.
 */
export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  const inline =
    props.children !== undefined &&
    React.Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  return inline ? (
    <CodeInline {...props} />
  ) : (
    <pre>
      <code>{props.children}</code>
    </pre>
  );
}
