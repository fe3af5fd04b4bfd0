// The 404 page's inline script, for hosts without rewrites (GitHub Pages): an
// address under /mobile/<doc>/ or /<lang>/mobile/<doc>/ that was not
// pre-rendered opens the document's system-themed page, in the same language,
// before anything paints (`dark/` opens `dark`). Such a host answers every
// language's unknown address with the root 404.html, so the script knows every
// language prefix (`data-locales`). The rule is `fallbackPath` in scheme.ts;
// tests/unit/mobileScheme.test.ts runs this file against it.
// Shipped as written (hashed for the CSP): ES5, no imports.
(function () {
  var script = document.currentScript;
  var base = script.getAttribute('data-base-url');
  var docs = script.getAttribute('data-docs').split(' ');
  var locales = (script.getAttribute('data-locales') || '').split(' ');
  var path = location.pathname;
  if (path.indexOf(base) !== 0) return;
  var rest = path.slice(base.length);
  var first = rest.split('/')[0];
  var prefix = first && locales.indexOf(first) >= 0 ? first + '/' : '';
  var match = /^mobile\/([^/]+)\/(?:([^/]+)\/$)?/.exec(rest.slice(prefix.length));
  if (!match || docs.indexOf(match[1]) < 0) return;
  var theme = ['light', 'dark', 'system'].indexOf(match[2]) >= 0 ? match[2] : 'system';
  document.documentElement.style.display = 'none';
  location.replace(base + prefix + 'mobile/' + match[1] + '/' + theme + location.search + location.hash);
})();
