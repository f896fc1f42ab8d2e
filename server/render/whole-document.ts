// A document whose data is all there goes out in one piece, rendered with renderToString
// (decision 038): for the same bytes React's streaming renderer costs about twice the CPU (its
// output is encoded chunk by chunk into byte views), and with nothing to wait for it has nothing
// to stream. The bytes are those of renderToPipeableStream with the request's nonce, which
// test/server/render/whole-document.test.tsx compares page by page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** React's marks of a boundary it could not complete: `$!` rendered by the client, `$?` pending. */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;
/**
 * How the <style> React hoists for a `precedence` (brand colours) starts. renderToString has no
 * nonce option, so the nonce the streaming renderer would write there is added here.
 */
const HOISTED_STYLE = '<style data-precedence="';

/**
 * The complete document (`<!DOCTYPE html>` and all), or null when a part of it suspended or
 * failed: that document must stream, where a section can wait for its data or show its fallback.
 */
export function renderWholeDocument(element: ReactNode, nonce: string): string | null {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    // Something outside any boundary suspended or threw: the streaming render says which.
    return null;
  }
  if (UNFINISHED_BOUNDARY.test(html)) return null;
  return `<!DOCTYPE html>${html.replaceAll(HOISTED_STYLE, `<style nonce="${nonce}" data-precedence="`)}`;
}
