// The app's scripts for a page the server rendered (decision 079), loaded once that page has been painted: on a
// phone's connection they would otherwise share its bandwidth with the HTML and hold back the first paint, and
// the rendered page needs none of them to be seen. The server lists them in this element's data attributes.
(function () {
  var boot = document.currentScript;
  var entries = ((boot && boot.getAttribute('data-entry')) || '').split(' ').filter(Boolean);
  if (!entries.length) return;
  var preloads = (boot.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  // A submit before the app runs is held (the browser's own would leave the page) and made again by the app once
  // it has taken the page over (src/lib/early-input.ts).
  var stops = [];
  var early = {
    submitted: null,
    touched: false,
    stop: function () {
      stops.forEach(function (stop) {
        stop();
      });
    },
  };
  function hold(event) {
    event.preventDefault();
    early.submitted = event.target;
  }
  document.addEventListener('submit', hold, true);
  function touch() {
    early.touched = true;
  }
  document.addEventListener('pointerdown', touch, true);
  document.addEventListener('keydown', touch, true);
  stops.push(function () {
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('pointerdown', touch, true);
    document.removeEventListener('keydown', touch, true);
  });
  window.__noiteEarly = early;
  if (boot.hasAttribute('data-hold-back')) holdBack();

  // /login keeps the person there when they press Back (spec §2), from the first paint: as src/lib/login-back-guard.ts
  // does once the app runs, the page's entry gets a twin on top of it (in React Router's shape of history.state),
  // and until the app runs, a Back to the twin puts the twin back on top.
  function holdBack() {
    var state = history.state;
    if (state && typeof state.idx === 'number' && state.idx > 0) return;
    var usr = (state && state.usr) || null;
    function pushTwin() {
      history.pushState({ usr: usr, key: Math.random().toString(36).slice(2, 10), idx: 1 }, '', location.href);
    }
    history.replaceState({ usr: usr, key: 'default', idx: 0 }, '');
    pushTwin();
    window.addEventListener('popstate', pushTwin);
    stops.push(function () {
      window.removeEventListener('popstate', pushTwin);
    });
  }
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    preloads.forEach(function (href) {
      append('link', { rel: 'modulepreload', href: href });
    });
    entries.forEach(function (src) {
      append('script', { type: 'module', src: src });
    });
  }
  function append(tagName, properties) {
    var element = document.createElement(tagName);
    element.crossOrigin = '';
    Object.keys(properties).forEach(function (name) {
      element[name] = properties[name];
    });
    document.head.appendChild(element);
  }
  // Once the page has painted its first content and its main picture (the first card's, fetched at high
  // priority), so that the scripts never share the bandwidth those need. A tab in the background paints nothing: it
  // loads them at once; and none waits more than 3 s.
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  var waiting = 1;
  function arrived() {
    waiting -= 1;
    if (waiting === 0) load();
  }
  Array.prototype.forEach.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
    if (image.complete) return;
    waiting += 1;
    image.addEventListener('load', arrived, { once: true });
    image.addEventListener('error', arrived, { once: true });
  });
  var paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (entries) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      arrived();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(arrived, 0);
    });
  }
  setTimeout(load, 3000);
})();
