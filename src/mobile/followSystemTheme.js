// The only script of a `/mobile/<doc>/system` page and of the app's not-found page: the theme the address names
// (`/mobile/nothing/dark`), else the device's (any other value: `/mobile/terms/DARK`), live. Forced
// light/dark pages need none: their theme is in the HTML. Shipped as written (hashed for the CSP): ES5.
(function () {
  var root = document.documentElement;
  var named = /\/mobile\/[^/]+\/(light|dark)\/?$/.exec(location.pathname);
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var theme = named ? named[1] : media.matches ? 'dark' : 'light';
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-theme-choice', named ? theme : 'system');
  }
  apply();
  if (named) return;
  // Safari before 14 has only addListener.
  if (media.addEventListener) media.addEventListener('change', apply);
  else media.addListener(apply);
})();
