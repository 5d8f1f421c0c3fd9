/* global document, location */
// Runs before the app's entry on every first view, in two parts (issue 32 item 4):
// - the page frame prerendered into index.html (scripts/prerender-shell.mjs), shown in the stored language before the
//   first paint; inert and hidden from assistive technology: only a picture of the header and footer until the app
//   starts and replaces it;
// - the first page's code and texts, asked for now rather than when the entry has run: the build writes which files
//   each address needs into PAGE_CODE below (apps/web/earlyPageCode.ts); in development it stays null.
(function () {
  var PAGE_CODE = /* PAGE_CODE */ null;
  var language = 'en';
  try {
    if (localStorage.getItem('language-web') === 'zh') language = 'zh';
  } catch {
    // storage refused (private mode): English
  }

  var template = document.getElementById('shell-frame-' + language);
  var root = document.getElementById('root');
  if (template && root && !root.firstChild) {
    var frame = document.createElement('div');
    frame.className = 'shell-frame';
    frame.setAttribute('inert', '');
    frame.setAttribute('aria-hidden', 'true');
    frame.appendChild(template.content.cloneNode(true));
    root.appendChild(frame);
    if (language === 'zh') document.documentElement.lang = 'zh-CN';
  }

  if (!PAGE_CODE) return;
  // the address in the hash, as the router reads it: the path before any query, trailing slashes aside, in any case
  var path = location.hash.replace(/^#/, '').split('?')[0].replace(/\/+$/, '').toLowerCase() || '/';
  // a route pattern of the router's (src/shared/router/matching.ts): fixed parts, ':name' for any one part, ':name?'
  // for one that may be missing
  var matches = function (pattern) {
    var want = pattern.split('/');
    var have = path.split('/');
    if (have.length > want.length) return false;
    for (var i = 0; i < want.length; i += 1) {
      var part = want[i];
      if (part.charAt(0) === ':') {
        if (!have[i] && part.charAt(part.length - 1) !== '?') return false;
      } else if (part.toLowerCase() !== have[i]) return false;
    }
    return true;
  };
  var wanted = (PAGE_CODE.start[language] || []).slice();
  var texts = PAGE_CODE.texts[language] || {};
  for (var p = 0; p < PAGE_CODE.pages.length; p += 1) {
    var page = PAGE_CODE.pages[p];
    if (!page[0].some(matches)) continue;
    wanted = wanted.concat(page[1]);
    for (var n = 0; n < page[2].length; n += 1) if (texts[page[2][n]] !== undefined) wanted.push(texts[page[2][n]]);
    break;
  }
  for (var w = 0; w < wanted.length; w += 1) {
    var file = PAGE_CODE.files[wanted[w]];
    var link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // as the app's own requests for them are made (module scripts, and the build's style sheet links, are CORS
    // requests): another mode would not be matched with the preloaded file, which would be fetched twice
    link.crossOrigin = '';
    link.href = '/assets/' + file;
    document.head.appendChild(link);
  }
})();
