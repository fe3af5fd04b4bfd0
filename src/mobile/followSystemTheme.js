// The only script of a `/mobile/<doc>/system` page: the theme follows the
// device, from the first frame and live. Forced light/dark pages need none:
// their theme is in the HTML. Shipped as written (hashed for the CSP): ES5.
(function () {
  var root = document.documentElement;
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var theme = media.matches ? 'dark' : 'light';
    root.setAttribute('data-theme', theme);
    root.setAttribute('data-theme-choice', 'system');
  }
  apply();
  // Safari before 14 has only addListener.
  if (media.addEventListener) media.addEventListener('change', apply);
  else media.addListener(apply);
})();
