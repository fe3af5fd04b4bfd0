// Once the first contentful frame is painted (in a tab not shown, at once; after 5 s whatever happened): the whole
// stylesheet (`data-stylesheet`), for what scripts show later, and the framework's scripts (`data-scripts`), run in
// their order as `defer` would. Requested with the HTML, they would share a phone's bandwidth with it.
(function (data) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = data.stylesheet;
    document.head.appendChild(link);
    data.scripts.split(' ').forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  setTimeout(start, 5000);
  if (document.visibilityState === 'hidden') start();
  else if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);
    }).observe({type: 'paint', buffered: true});
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    });
  }
})(document.currentScript.dataset);
