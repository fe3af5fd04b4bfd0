// Runs in <head>, before Docusaurus's own theme script (a body script), which
// applies any stored or ?docusaurus-theme= value as it is. Removing what is
// not `light` or `dark` first leaves it one correct answer: the visitor's
// choice, else the system. Shipped as written (hashed for the CSP): ES5.
(function () {
  function valid(value) {
    return value === 'light' || value === 'dark';
  }
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored !== null && !valid(stored)) window.localStorage.removeItem('theme');
  } catch (e) {
    // Storage may be off or throw (privacy modes); Docusaurus then uses the system.
  }
  try {
    var params = new URLSearchParams(window.location.search);
    var forced = params.get('docusaurus-theme');
    var changed = false;
    if (forced !== null && !valid(forced)) {
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
  } catch (e) {
    // No URLSearchParams: nothing to clean.
  }
})();
