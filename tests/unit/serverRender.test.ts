import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {createRequire} from 'node:module';
import {createElement, type ReactNode} from 'react';
import path from 'node:path';

/** react-dom/server's streaming renderer, as Docusaurus's renderToHtml calls it. */
type RenderToPipeableStream = (
  element: ReactNode,
  options: {onError(error: unknown): void; onAllReady(): void},
) => {pipe(destination: NodeJS.WritableStream): void};

const require = createRequire(__filename);
/** react-dom's server in the build (production) and in `npm start` (development). */
const SERVERS = ['production.min', 'development'].map((build) => ({
  build,
  renderToPipeableStream: (
    require(path.join(path.dirname(require.resolve('react-dom')), 'cjs', `react-dom-server.node.${build}.js`)) as {
      renderToPipeableStream: RenderToPipeableStream;
    }
  ).renderToPipeableStream,
}));

/** The page as the build's server renders it (Docusaurus's renderToHtml). */
function render(renderToPipeableStream: RenderToPipeableStream, element: ReactNode) {
  return new Promise<string>((resolve, reject) => {
    const {pipe} = renderToPipeableStream(element, {
      onError: reject,
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
    });
  });
}

// React 18.3.1 sends its whole 2048-byte buffer when a character does not fit its end: NUL bytes, which the HTML
// minifier turns into U+FFFD. patches/react-dom+18.3.1.patch sends only the bytes written, as React 19 does.
test('the server renders Arabic and Japanese text whole, wherever a character meets the stream’s 2048-byte buffer', async () => {
  for (const {build, renderToPipeableStream} of SERVERS)
    for (const padding of [0, 1, 2, 3]) {
      const paragraphs = Array.from({length: 12}, (_, i) =>
        createElement(
          'p',
          {key: i, title: 'رابط مباشر إلى قسم'.repeat(8)},
          'x'.repeat(padding),
          'ページへの直接リンク'.repeat(20),
        ),
      );
      const html = await render(renderToPipeableStream, createElement('div', null, paragraphs));
      assert.doesNotMatch(html, /[\u0000\ufffd]/, `${build}, padding ${padding}`);
    }
});
