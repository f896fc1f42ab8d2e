// How a page's scripts start (issue 17, decision 037): once the page's main content is on screen,
// not before. The document is complete without them (links and forms work as plain HTML), so its
// paint waits neither for their download, which would share the connection with the stylesheet,
// the fonts and the main picture, nor for react-dom's start-up, a long task on a phone.
//
// One inline script at the end of the shell (with the request's nonce) reads the page's files
// from its own data attributes: `data-entry`, the entry, and `data-preload`, the page's chunks,
// fetched beside the entry so that none waits on another. It starts them:
// - on the browser's first largest-contentful-paint entry, which the browser reports once that
//   paint is presented; when the page names its main picture (an `<img fetchpriority="high">`
//   that is not lazy: a product's packshot), on the entry of that picture, or at once if it
//   failed to load;
// - where the browser reports no such entries, after the frame that follows (the picture's
//   decoding first);
// - at the latest after START_WAIT_MS, whatever happened (a picture that never comes, a visitor
//   who scrolled first: the browser stops reporting then);
// - at once in a hidden tab, which paints nothing.

/** Data attributes of the start script: the entry's file, then the chunks, space-separated. */
export const START_ENTRY_ATTRIBUTE = 'data-entry';
export const START_PRELOAD_ATTRIBUTE = 'data-preload';

/** The longest the scripts wait for the page's paint. */
export const START_WAIT_MS = 2000;

export const startAfterPaintScript =
  '(function(s){var e=s.dataset.entry,p=s.dataset.preload,n=s.nonce,w=0;' +
  'function go(){if(w++)return;(p?p.split(" "):[]).forEach(function(h){var l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});import(e)}' +
  'if(document.visibilityState!=="visible")return go();' +
  `setTimeout(go,${START_WAIT_MS});` +
  'var i=document.querySelector(\'img[fetchpriority="high"]:not([loading="lazy"])\');' +
  'if(i&&i.complete&&!i.naturalWidth)return go();' +
  'if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")==-1){' +
  'var f=function(){requestAnimationFrame(function(){setTimeout(go,0)})};return i?i.decode().then(f,f):f()}' +
  'i&&i.addEventListener("error",go);' +
  'new PerformanceObserver(function(l){l.getEntries().some(function(x){return!i||x.element===i})&&go()})' +
  '.observe({type:"largest-contentful-paint",buffered:true})' +
  '})(document.currentScript)';
