// A document whose data is all there goes out in one piece, rendered with renderToString
// (decision 038): for the same bytes React's streaming renderer costs about twice the CPU (its
// output is encoded chunk by chunk into byte views), and with nothing to wait for it has nothing
// to stream. The bytes are those of renderToPipeableStream with the request's nonce, which
// test/server/render/whole-document.test.tsx compares page by page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

const DOCTYPE = '<!DOCTYPE html>';
/** How React's boundary marks start: `<!--$-->` complete, `<!--$!-->` left to the client, `<!--$?-->` pending. */
const BOUNDARY = '<!--$';
/**
 * How the <style> React hoists for a `precedence` (brand colours) starts. renderToString has no
 * nonce option, so the nonce the streaming renderer would write there is added here. Text and
 * our inline scripts never hold a raw `<`, so every occurrence is such a tag.
 */
const HOISTED_STYLE = '<style data-precedence="';
const STYLE_TAG = '<style ';

/** Whether every Suspense boundary of the document completed on the server. */
function allBoundariesComplete(html: string): boolean {
  for (let at = html.indexOf(BOUNDARY); at !== -1; at = html.indexOf(BOUNDARY, at + BOUNDARY.length)) {
    const mark = html[at + BOUNDARY.length];
    if (mark === '!' || mark === '?') return false;
  }
  return true;
}

/**
 * The complete document (`<!DOCTYPE html>` and all) in pieces, slices of React's output (never
 * copied: each is encoded once, into the response's body, utf8-slab.ts), or null when a part of
 * it suspended or failed: that document must stream, where a section can wait for its data or
 * show its fallback.
 */
export function renderWholeDocument(element: ReactNode, nonce: string): string[] | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    // Something outside any boundary suspended or threw: the streaming render says which.
    return null;
  }
  if (!allBoundariesComplete(html)) return null;
  const pieces = [DOCTYPE];
  let from = 0;
  for (let at = html.indexOf(HOISTED_STYLE); at !== -1; at = html.indexOf(HOISTED_STYLE, from)) {
    pieces.push(html.slice(from, at), `<style nonce="${nonce}" `);
    from = at + STYLE_TAG.length;
  }
  pieces.push(from === 0 ? html : html.slice(from));
  return pieces;
}
