// The theme of a web page, decided in <head> before anything can paint. Rules:
// ?docusaurus-theme=light|dark, else the stored `theme` if it is light or
// dark, else the system. Values that are not light or dark are removed first
// (from storage and the address), so Docusaurus's own theme script, which runs
// later (a body script) and applies whatever it finds, reaches the same answer
// from the same inputs. Chromium can paint a frame before a body script runs,
// so the attributes cannot wait for it (README, "Design notes").
// Shipped as written (hashed for the CSP): ES5, no imports.
(function () {
  function valid(value) {
    return value === 'light' || value === 'dark';
  }
  var chosen = null;
  try {
    var params = new URLSearchParams(window.location.search);
    var changed = false;
    var asked = params.get('docusaurus-theme');
    if (asked !== null && !valid(asked)) {
      params.delete('docusaurus-theme');
      changed = true;
    }
    // ?docusaurus-data-theme=x would write data-theme directly.
    ['docusaurus-data-theme', 'docusaurus-data-theme-choice'].forEach(function (name) {
      if (params.has(name)) {
        params.delete(name);
        changed = true;
      }
    });
    if (changed) {
      var query = params.toString();
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + (query ? '?' + query : '') + window.location.hash
      );
    }
    if (valid(asked)) chosen = asked;
  } catch (e) {
    // No URLSearchParams: nothing to read or clean.
  }
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored !== null && !valid(stored)) window.localStorage.removeItem('theme');
    if (!chosen && valid(stored)) chosen = stored;
  } catch (e) {
    // Storage may be off or throw (privacy modes): the system decides.
  }
  var root = document.documentElement;
  var system = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-theme', chosen || system);
  root.setAttribute('data-theme-choice', chosen || 'system');
})();
