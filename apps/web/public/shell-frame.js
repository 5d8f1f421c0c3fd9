/* global document */
// The page frame prerendered into index.html (scripts/prerender-shell.mjs, issue 32 item 4), shown in the
// stored language before the first paint. Inert and hidden from assistive technology: it is only a picture
// of the header and footer until the app starts and replaces it.
(function () {
  var language = 'en';
  try {
    if (localStorage.getItem('language-web') === 'zh') language = 'zh';
  } catch {
    // storage refused (private mode): the English frame
  }
  var template = document.getElementById('shell-frame-' + language);
  var root = document.getElementById('root');
  if (!template || !root || root.firstChild) return;
  var frame = document.createElement('div');
  frame.className = 'shell-frame';
  frame.setAttribute('inert', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.appendChild(template.content.cloneNode(true));
  root.appendChild(frame);
  if (language === 'zh') document.documentElement.lang = 'zh-CN';
})();
