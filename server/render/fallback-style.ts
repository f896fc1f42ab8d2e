// The one <style> element of the pages sent without React (fallback-page.ts). It never changes,
// so the CSP allows it by its hash: it needs no nonce, and stays allowed on an error answered
// before or without the request's nonce.
import { createHash } from 'node:crypto';

export const FALLBACK_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;color:#1d2b36;background:#f6f8f7}main{max-width:36rem;padding:2rem;text-align:center}h1{font-size:1.75rem}a{color:#0b6e4f}';

/** The CSP source that allows exactly FALLBACK_STYLE. */
export const FALLBACK_STYLE_SOURCE = `'sha256-${createHash('sha256').update(FALLBACK_STYLE).digest('base64')}'`;
