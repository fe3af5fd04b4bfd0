import {createHash} from 'node:crypto';
import {readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import postcss, {type Container, type Root} from 'postcss';
import {PurgeCSS} from 'purgecss';

/**
 * The first paint comes from the page's HTML alone (a step of the hosting
 * pipeline, `hosting.ts`).
 *
 * CSS. Docusaurus links one stylesheet from every page: all of Infima and
 * every component's CSS, ~100 KB, render-blocking.
 * 1. The stylesheet loses what no page of the language uses: PurgeCSS keeps
 *    the Infima rules whose classes and elements occur in the built pages or in
 *    `src/` (a class our scripts add later) and the states Docusaurus's scripts
 *    toggle; the components' own CSS is all kept. Custom properties nothing
 *    reads go too (Infima declares ~400).
 * 2. For the pages of each type (landing, document, 404, app page), Beasties
 *    (the maintained fork of Google's Critters) finds the rules that match their
 *    HTML; they are inlined in a `<style>`, one per type, which the policy allows
 *    by hash like every inline style.
 * 3. The rest, under a name of its content, is for what scripts show later
 *    (client-side navigation keeps both parts, the language offer, the
 *    centrepiece's states): a web page links it after its first paint (below);
 *    with JavaScript off, a `<noscript>` link loads it as usual. An app page
 *    (`/mobile/…`) has no framework and no navigation: its inlined CSS is all.
 *
 * After the first paint. The framework's scripts (`<script defer>` in `<head>`)
 * and the rest of the CSS would be fetched alongside the HTML and share the
 * phone's bandwidth with it; one small inline script at the end of `<body>`
 * (the same on every page, so one hash) starts them, in their order, once the
 * first contentful frame is painted, or at once in a tab that is not shown.
 *
 * The stored choice sets `data-theme` before the first paint, so the rules for
 * both values are always inlined. The `:not([data-theme])` copies that serve a
 * browser without JavaScript (`systemThemeCss.ts`) stay in a web page's rest,
 * which such a browser loads through `<noscript>`, and are inlined on an app page.
 */

/**
 * Runs once the first contentful frame is painted (Paint Timing; where that is
 * missing, two frames later): the rest of the CSS (`data-stylesheet`) is linked,
 * and the framework's scripts (`data-scripts`) load and run in their order, as
 * `defer` would. In a tab that is not shown, at once; and after 5 s whatever happened.
 * An address with a fragment (`/#download`) was scrolled to before the rest of the CSS gave the sections
 * below the first screen their size: once it has, the target is scrolled to again, unless the visitor
 * has scrolled since (`m`: a wheel, touch or key moved the page). A page opened again (reload, back from
 * another site without the back/forward cache) is marked `data-restored` on `<html>`, so that it is laid out
 * whole, and gets the rest of the CSS at once, before its load event: the browser puts the visitor back where
 * they were only until then, and only finds that place with every section at its size.
 */
export const AFTER_PAINT_SCRIPT =
  '(function(d){var n=0,m=0,h=document.documentElement,v=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];' +
  'if(v&&(v.type==="reload"||v.type==="back_forward"))h.setAttribute("data-restored","");' +
  '["wheel","touchstart","keydown"].forEach(function(e){addEventListener(e,function(){m=1},{once:true,passive:true})});' +
  'function go(){if(n++)return;' +
  'var l=document.createElement("link");l.rel="stylesheet";l.href=d.stylesheet;' +
  'l.onload=function(){try{var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));' +
  't&&!m&&t.scrollIntoView()}catch(e){}};document.head.appendChild(l);' +
  'd.scripts.split(" ").forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
  'setTimeout(go,5e3);' +
  'if(document.visibilityState==="hidden"||h.hasAttribute("data-restored"))go();' +
  'else if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&setTimeout(go)}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})' +
  '})(document.currentScript.dataset)';

const FRAMEWORK_SCRIPT = /<script\b[^>]*\bsrc=["']?([^"' >]+)["']?[^>]*\bdefer\b[^>]*><\/script>/g;

/**
 * The page with its framework scripts and the rest of its CSS (`stylesheet`, the address) started by
 * `AFTER_PAINT_SCRIPT` instead of `defer` and a `<link>`.
 */
export function afterFirstPaint(html: string, stylesheet: string): string {
  const sources = [...html.matchAll(FRAMEWORK_SCRIPT)].map((m) => m[1]!);
  if (sources.length === 0) throw new Error("first-paint: a web page without the framework's scripts");
  const start = `<script data-stylesheet="${stylesheet}" data-scripts="${sources.join(' ')}">${AFTER_PAINT_SCRIPT}</script>`;
  return html.replace(FRAMEWORK_SCRIPT, '').replace(/<\/body>/, `${start}</body>`);
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/g;

/** Rules for a browser that has run no script: they never apply where scripts run. */
const WITHOUT_SCRIPT = ':not([data-theme])';

/** Infima's classes that Docusaurus's scripts add after the first render (open, active, hidden states). */
const SCRIPT_STATES = /--(active|show|hidden|collapsed|open|expanded|disabled)\b/;
const INFIMA_LAYER = 'docusaurus.infima';
/** Where the site's own components may name an Infima class that only their scripts render. */
const SOURCES = path.join(__dirname, '../../src');

/** Pages whose first screens share one inlined CSS: so few inline styles, so few hashes in the policy. */
function pageType(file: string): 'app' | 'not-found' | 'landing' | 'document' {
  if (file.startsWith(`mobile${path.sep}`)) return 'app';
  if (file === '404.html') return 'not-found';
  return file === 'index.html' ? 'landing' : 'document';
}

/**
 * The page without what a component marks as below every first screen (`data-below-first-screen`, to the end of
 * `<main>`): the rules only that part uses come with the rest of the CSS, after the first paint, and the HTML the
 * phone waits for is that much shorter.
 */
export function firstScreenOnly(html: string): string {
  const marker = html.search(/<[a-z]+\b[^>]*\bdata-below-first-screen\b/);
  const end = html.lastIndexOf('</main>');
  return marker < 0 || end < marker ? html : html.slice(0, marker) + html.slice(end);
}

/** A declaration each rule carries while Beasties reads the sheet: which rules a page uses. */
const MARK = '--critical-css-rule';

/**
 * `outDir`: the language's folder; `otherLanguageDirs`: the other languages' folders in it (the default
 * language's folder is the build's root).
 */
export async function firstPaint(
  outDir: string,
  {otherLanguageDirs}: {otherLanguageDirs: readonly string[]},
): Promise<void> {
  const pages = (await readdir(outDir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !otherLanguageDirs.some((dir) => file.startsWith(`${dir}${path.sep}`)));
  const htmls = new Map(
    await Promise.all(pages.map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')] as const)),
  );
  const cssDir = path.join(outDir, 'assets', 'css');
  const cssFiles = (await readdir(cssDir)).filter((file) => file.endsWith('.css'));
  if (cssFiles.length !== 1)
    throw new Error(`first-paint: ${cssDir} holds ${cssFiles.length} stylesheets, expected one`);
  const [cssFile] = cssFiles as [string];
  const sheet = postcss.parse(await readFile(path.join(cssDir, cssFile), 'utf8'));
  await withoutUnusedInfima(sheet, [...htmls.values()]);
  withoutUnreadProperties(sheet, [...htmls.values()]);

  // Each rule is numbered, so that Beasties' answer names the rules, not copies of them.
  const marked = sheet.clone();
  let count = 0;
  marked.walkRules((rule) => {
    rule.prepend(postcss.decl({prop: MARK, value: String(count++)}));
  });
  const beasties = new Beasties({
    compress: false,
    logLevel: 'silent',
    // Beasties matches selectors against the elements in `<body>`, with pseudo-classes removed. Always kept:
    // rules for the root element itself (the stored theme's), for a page opened again (`data-restored`, set
    // below), and selectors that start with a pseudo-class (a language's `:lang(ja) :is(h1,h2)`), which nothing
    // would be left of to match.
    allowRules: [/\[data-theme=['"]?(light|dark)/, /\[data-restored\]/, /^(?::root|html)(?:[:.[][^\s>+~]*)?$/, /^:/],
  });
  const used = new Map<string, Set<string>>();
  for (const file of pages) {
    const html = htmls.get(file)!;
    const links = html.match(STYLESHEET_LINK) ?? [];
    if (links.length !== 1) throw new Error(`first-paint: ${file} links ${links.length} stylesheets, expected one`);
    // Beasties reduces an inline `<style>` to what the page's first screen uses.
    const processed = await beasties.process(firstScreenOnly(html).replace(links[0]!, `<style>${marked}</style>`));
    const type = pageType(file);
    const set = used.get(type) ?? new Set<string>();
    for (const [, id] of processed.matchAll(new RegExp(`${MARK}:\\s*(\\d+)`, 'g'))) set.add(id!);
    used.set(type, set);
  }

  const layers = layerStatement(sheet);
  for (const [type, ids] of used) {
    const typePages = pages.filter((file) => pageType(file) === type);
    const critical = rulesIn(
      marked,
      ids,
      type !== 'app',
      typePages.map((file) => htmls.get(file)!),
    );
    let rest = '';
    if (type !== 'app') {
      const css = without(sheet, critical).toString();
      rest = `styles.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      await writeFile(path.join(cssDir, rest), css);
    }
    for (const file of typePages) {
      const html = htmls.get(file)!;
      const link = html.match(STYLESHEET_LINK)![0];
      const style = `${type === 'app' ? '' : fontPreloads(critical)}<style>${layers}${critical.toString()}</style>`;
      // Without JavaScript, the rest of the CSS is a plain stylesheet.
      const page = html.replace(link, rest ? `${style}<noscript>${link.replace(cssFile, rest)}</noscript>` : style);
      const href = /href=["']?([^"' >]+)/.exec(link.replace(cssFile, rest))![1]!;
      await writeFile(path.join(outDir, file), rest ? afterFirstPaint(page, href) : page);
    }
  }
  await rm(path.join(cssDir, cssFile));
}

/**
 * The marked sheet's rules that Beasties kept for some page of a type (with the
 * keyframes they animate with), in the sheet's order, unmarked; every
 * `@font-face` (a rule may name its family through a custom property, which
 * Beasties cannot follow, and a face that came with the rest would swap the
 * text's font after the first paint); on a web page without the rules for a
 * browser that runs no script; without custom properties nothing reads.
 */
function rulesIn(marked: Root, ids: ReadonlySet<string>, webPage: boolean, htmls: readonly string[]): Root {
  const root = marked.clone();
  root.walkRules((rule) => {
    const mark = rule.nodes.find((child) => child.type === 'decl' && child.prop === MARK);
    if (!mark || mark.type !== 'decl') return;
    if (!ids.has(mark.value) || (webPage && rule.selector.includes(WITHOUT_SCRIPT))) rule.remove();
    else mark.remove();
  });
  withoutUnreadProperties(root, htmls);
  root.raws.after = '';
  return postcss.parse(minified(root));
}

/** The CSS without the whitespace a stylesheet's author would keep. */
function minified(root: Root): string {
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    if ('between' in node.raws) node.raws.between = node.type === 'decl' ? ':' : '';
    if (node.type === 'rule' || node.type === 'atrule') (node.raws as {semicolon?: boolean}).semicolon = false;
  });
  return root.toString();
}

/** Purges the Infima layer of rules whose classes, ids and elements no page and no source file names. */
async function withoutUnusedInfima(sheet: Root, htmls: readonly string[]): Promise<void> {
  const sources = (await readdir(SOURCES, {recursive: true}))
    .filter((name) => /\.(tsx?|js)$/.test(name))
    .map((name) => path.join(SOURCES, name));
  const content = [...htmls.map((raw) => ({raw, extension: 'html'})), ...sources];
  for (const layer of sheet.nodes) {
    if (layer.type !== 'atrule' || layer.name !== 'layer' || layer.params !== INFIMA_LAYER || !layer.nodes) continue;
    const [purged] = await new PurgeCSS().purge({
      content,
      css: [{raw: layer.nodes.map(String).join('')}],
      safelist: {standard: [/^(html|body|:root)$/], greedy: [SCRIPT_STATES, /data-theme/]},
    });
    layer.removeAll();
    layer.append(postcss.parse(purged!.css).nodes);
  }
}

/**
 * A web page's display font, requested with the HTML: discovered only once the
 * CSS applies, it would miss the first paint, and with `font-display: optional`
 * the page would keep the stand-in. (An app page has no display headings; a
 * font inside the CSS needs no request.)
 */
function fontPreloads(css: Root): string {
  const urls = new Set<string>();
  css.walkAtRules('font-face', (face) => {
    face.walkDecls('src', (decl) => {
      for (const [, url] of decl.value.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) urls.add(url!);
    });
  });
  return [...urls]
    .map((url) => `<link rel=preload as=font type=font/woff2 href=${url} crossorigin=anonymous>`)
    .join('');
}

/**
 * Layers rank by first appearance: the inlined CSS names them all, in the
 * stylesheet's order, so that the rest, once loaded, ranks them as before.
 */
function layerStatement(sheet: Root): string {
  const names: string[] = [];
  sheet.walkAtRules('layer', (atRule) => {
    for (const name of atRule.params.split(',').map((n) => n.trim())) {
      if (name && !names.includes(name)) names.push(name);
    }
  });
  return names.length ? `@layer ${names.join(',')};` : '';
}

/** Where a rule or declaration sits: its at-rules and selector, as text. */
function contextOf(node: postcss.Node): string {
  const parts: string[] = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    parts.unshift(
      parent.type === 'rule'
        ? (parent as postcss.Rule).selector
        : `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`,
    );
  }
  return parts.join(' / ').replace(/\s+/g, '');
}

const declarationKey = (decl: postcss.Declaration) =>
  `${contextOf(decl)} { ${decl.prop}:${decl.value.replace(/\s+/g, '')}${decl.important ? '!' : ''}`;

/** The sheet without the declarations (and the at-rules such as `@font-face`, `@keyframes`) already inlined. */
function without(sheet: Root, inlined: Root): Root {
  const rest = sheet.clone();
  const keys = new Set<string>();
  inlined.walkDecls((decl) => {
    keys.add(declarationKey(decl));
  });
  rest.walkDecls((decl) => {
    if (keys.has(declarationKey(decl))) decl.remove();
  });
  pruneEmpty(rest);
  return rest;
}

function pruneEmpty(container: Container): void {
  container.each((node) => {
    if (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) {
      pruneEmpty(node);
      if (node.nodes!.length === 0) node.remove();
    }
  });
}

/**
 * Drops custom property declarations that no `var()` reads, in the CSS or in
 * the pages (a `style` attribute), directly or through another property.
 */
export function withoutUnreadProperties(root: Root, htmls: readonly string[] = []): void {
  const reads = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
  const declared = new Map<string, string[]>();
  const read = new Set<string>(htmls.flatMap(reads));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), ...reads(decl.value)]);
    else for (const name of reads(decl.value)) read.add(name);
  });
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of declared.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  pruneEmpty(root);
}
