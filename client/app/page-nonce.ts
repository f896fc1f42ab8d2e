// The CSP nonce of the page the browser was sent (server/middleware/security-headers.ts): the
// scripts and <style> elements the page adds after load must carry it to be allowed.

/** The nonce of the page's own scripts; empty when the page has none. */
export function pageNonce(doc: Document): string {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce) return script.nonce;
  // Browsers hide the attribute from the DOM once parsed but keep the property: look at all scripts.
  for (const script of doc.scripts) if (script.nonce) return script.nonce;
  return '';
}
