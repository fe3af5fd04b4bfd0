// The 404 page's inline script, for hosts without rewrites (GitHub Pages): an
// address under /mobile/<doc>/ that was not pre-rendered opens the document's
// system-themed page before anything paints (`dark/` opens `dark`). The rule is `fallbackPath` in
// scheme.ts; tests/unit/mobileScheme.test.ts runs this file against it.
// Shipped as written (hashed for the CSP): ES5, no imports.
(function () {
  var script = document.currentScript;
  var base = script.getAttribute('data-base-url');
  var docs = script.getAttribute('data-docs').split(' ');
  var path = location.pathname;
  if (path.indexOf(base) !== 0) return;
  var match = /^mobile\/([^/]+)\/(?:([^/]+)\/$)?/.exec(path.slice(base.length));
  if (!match || docs.indexOf(match[1]) < 0) return;
  var theme = ['light', 'dark', 'system'].indexOf(match[2]) >= 0 ? match[2] : 'system';
  document.documentElement.style.display = 'none';
  location.replace(base + 'mobile/' + match[1] + '/' + theme + location.search + location.hash);
})();
