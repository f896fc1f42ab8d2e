// How a page's scripts start (issue 17, decision 037): after the browser's first paint, not
// before it. The document is complete without them (links and forms work as plain HTML), so the
// first paint waits neither for their download, which would share the connection with the
// stylesheet and the fonts, nor for react-dom's start-up, a long task on a phone.
// One inline script at the end of the shell (with the request's nonce) reads the page's files
// from its own data attributes: `data-entry`, the entry, and `data-preload`, the page's chunks,
// fetched beside the entry so that none waits on another. A hidden tab starts at once: it
// paints no frame.

/** Data attributes of the start script: the entry's file, then the chunks, space-separated. */
export const START_ENTRY_ATTRIBUTE = 'data-entry';
export const START_PRELOAD_ATTRIBUTE = 'data-preload';

export const startAfterPaintScript =
  '(function(s){var e=s.dataset.entry,p=s.dataset.preload,n=s.nonce;' +
  'function go(){(p?p.split(" "):[]).forEach(function(h){var l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});import(e)}' +
  'document.visibilityState==="visible"?requestAnimationFrame(function(){setTimeout(go,0)}):go()' +
  '})(document.currentScript)';
