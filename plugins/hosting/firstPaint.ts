import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import postcss, {type Container, type Root} from 'postcss';
import {browserScript} from '../browserScript';
import {elements, replaceElements} from '../html';

/**
 * The first paint from the page's HTML alone. Docusaurus links one render-blocking stylesheet (Infima and every
 * component's CSS) and its scripts with `defer`. Beasties inlines the rules the pages of each type use (landing,
 * document, not-found, app page: one `<style>` per type, so few hashes in the policy); the whole stylesheet and the
 * scripts start after the first paint (`src/firstPaint/afterFirstPaint.js`), or with a `<noscript>` link without
 * JavaScript. An app page (`/mobile/…`) has no framework: its inlined CSS is all it gets.
 */
export async function firstPaint(outDir: string, {otherLanguageDirs}: {otherLanguageDirs: readonly string[]}) {
  const files = (await readdir(outDir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !otherLanguageDirs.some((dir) => file.startsWith(`${dir}${path.sep}`)));
  const pages = await Promise.all(
    files.map(async (file) => ({file, type: pageType(file), html: await readFile(path.join(outDir, file), 'utf8')})),
  );
  const stylesheet = elements(pages[0]!.html, ['link']).find(({attributes}) => attributes.rel === 'stylesheet')!;
  const href = stylesheet.attributes.href!;
  const baseUrl = href.slice(0, href.indexOf('assets/css/'));
  const sheet = postcss.parse(await readFile(path.join(outDir, href.slice(baseUrl.length)), 'utf8'));
  const beasties = new Beasties({
    path: outDir,
    publicPath: baseUrl,
    logLevel: 'silent',
    // Beasties matches selectors against the HTML as built, before any script has set `data-theme`: the theme's
    // rules are kept, as are the root element's and selectors that start with a pseudo-class (`:lang(ja) h1`).
    allowRules: [/\[data-theme=['"]?(light|dark)/, /^(?::root|html)(?:[:.[][^\s>+~]*)?$/, /^:/],
  });
  const afterPaint = browserScript(path.join(__dirname, '../../src/firstPaint/afterFirstPaint.js'));
  for (const type of new Set(pages.map((page) => page.type))) {
    const ofType = pages.filter((page) => page.type === type);
    // One document with every body of the type: Beasties keeps what any of them uses.
    const bodies = ofType.map(({html}) => bodyOf(html)).join('');
    const first = ofType[0]!.html;
    const union = await beasties.process(first.replace(bodyOf(first), bodies));
    const critical = postcss.parse(elements(union, ['style']).at(-1)!.text);
    // The copies of the theme's rules for a browser that runs no script (`plugins/systemThemeCss.ts`): on a web
    // page they come with the `<noscript>` stylesheet.
    critical.walkRules((rule) => {
      if (type !== 'app' && rule.selector.includes(':not([data-theme])')) rule.remove();
    });
    // Every face, as Beasties cannot follow a family named through a custom property: one that came later would
    // change the text's font after the first paint.
    critical.walkAtRules('font-face', (face) => void face.remove());
    sheet.walkAtRules('font-face', (face) => void critical.prepend(face.clone()));
    withoutUnreadProperties(
      critical,
      ofType.map(({html}) => html),
    );
    const style = `${fontPreloads(critical, type, ofType[0]!.html)}<style>${layerOrder(sheet)}${critical.toString()}</style>`;
    for (const page of ofType) {
      const found = elements(page.html, ['link', 'script']);
      const scripts = found.filter(({name, attributes}) => name === 'script' && 'defer' in attributes);
      const html = replaceElements(page.html, found, ({name, attributes}) => {
        if (name === 'link' && attributes.rel === 'stylesheet')
          return type === 'app' ? style : `${style}<noscript><link rel=stylesheet href=${href}></noscript>`;
        return name === 'script' && 'defer' in attributes ? '' : undefined;
      });
      const start = `<script data-stylesheet="${href}" data-scripts="${scripts.map((s) => s.attributes.src).join(' ')}">${afterPaint}</script>`;
      await writeFile(path.join(outDir, page.file), type === 'app' ? html : html.replace('</body>', `${start}</body>`));
    }
  }
  // Every page already has the faces: declared again by the stylesheet, each would be a second face to load, and the
  // text set in it would change font a second time.
  sheet.walkAtRules('font-face', (face) => void face.remove());
  await writeFile(path.join(outDir, href.slice(baseUrl.length)), sheet.toString());
}

/** Pages whose first screens share one inlined CSS. */
function pageType(file: string): 'app' | 'not-found' | 'landing' | 'document' {
  if (file.startsWith(`mobile${path.sep}`)) return 'app';
  if (file === '404.html') return 'not-found';
  return file === 'index.html' ? 'landing' : 'document';
}

function bodyOf(html: string): string {
  const body = elements(html, ['body'])[0]!;
  return html.slice(body.start, body.end);
}

/**
 * The faces a page's first screen sets, asked for with the HTML (found through the CSS, they would miss the first
 * paint): the wordmark's; on the landing page, the headline's in the page's script and in Latin, for the pictured
 * word (src/fonts/, `npm run font`).
 */
function fontPreloads(css: Root, type: string, html: string): string {
  const lang = elements(html, ['html'])[0]?.attributes.lang ?? '';
  const script = lang === 'ja' || lang === 'ar' ? lang : 'latin';
  const wanted = ['wordmark', ...(type === 'landing' ? new Set(['hero-latin', `hero-${script}`]) : [])];
  const urls = new Set<string>();
  css.walkAtRules('font-face', (face) =>
    face.walkDecls('src', ({value}) => {
      for (const [, url] of value.matchAll(/url\(["']?([^"')]+\.woff2)/g)) {
        if (wanted.some((name) => url!.split('/').at(-1)!.startsWith(`${name}-`))) urls.add(url!);
      }
    }),
  );
  return [...urls].map((url) => `<link rel=preload as=font type=font/woff2 href=${url} crossorigin>`).join('');
}

/** Layers rank by first appearance: the inlined CSS names them all in the stylesheet's order, as it will. */
function layerOrder(sheet: Root): string {
  const names = new Set<string>();
  sheet.walkAtRules('layer', ({params}) => params.split(',').forEach((name) => name.trim() && names.add(name.trim())));
  return names.size ? `@layer ${[...names].join(',')};` : '';
}

/**
 * Drops custom properties that no `var()` reads, in the CSS or in the pages (a `style` attribute), directly or
 * through another property: Infima declares about 400.
 */
export function withoutUnreadProperties(root: Root, htmls: readonly string[] = []): void {
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const declared = new Map<string, string[]>();
  const read = new Set<string>(htmls.flatMap(reads));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), ...reads(decl.value)]);
    else reads(decl.value).forEach((name) => read.add(name));
  });
  for (const pending = [...read]; pending.length > 0;) {
    for (const name of declared.get(pending.pop()!) ?? []) {
      if (!read.has(name)) (pending.push(name), read.add(name));
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  const pruneEmpty = (container: Container) =>
    container.each((node) => {
      if (node.type !== 'rule' && node.type !== 'atrule') return;
      if (node.nodes) pruneEmpty(node);
      if (node.nodes?.length === 0) node.remove();
    });
  pruneEmpty(root);
}
