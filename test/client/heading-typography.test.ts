// Words never break inside (issue 21): no heading rule of the stylesheets breaks a word at any
// letter (word-break: break-all, overflow-wrap: anywhere); the text hyphenates in the page's
// language, which the document states on <html lang> (test/server/render/document.test.tsx and,
// in a browser, test/e2e/identity.test.ts).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const STYLES = join(import.meta.dirname, '..', '..', 'client', 'styles');
/** A selector that styles a heading: the elements, or a class named for a title or heading. */
const HEADING = /(^|[\s>+~,(])h[1-6]\b|title|heading/i;
const BREAKS_ANYWHERE = /word-break:\s*break-all|overflow-wrap:\s*anywhere|word-wrap:\s*anywhere/;

/** Every rule of a stylesheet as [selector, declarations], nested blocks (@media) flattened. */
function rules(css: string): [string, string][] {
  const found: [string, string][] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(pattern)) {
    found.push([match[1]!.trim(), match[2]!]);
  }
  return found;
}

describe('heading typography', () => {
  const sheets = readdirSync(STYLES).filter((name) => name.endsWith('.css'));

  it('reads every stylesheet', () => {
    assert.ok(sheets.includes('app.css') && sheets.includes('cards.css'));
  });

  for (const sheet of sheets) {
    it(`${sheet}: no heading breaks a word at any letter`, () => {
      const offending = rules(readFileSync(join(STYLES, sheet), 'utf8'))
        .filter(([selector, body]) => HEADING.test(selector) && BREAKS_ANYWHERE.test(body))
        .map(([selector]) => selector);
      assert.deepEqual(offending, []);
    });
  }

  it('hyphenates the text of the body', () => {
    const app = rules(readFileSync(join(STYLES, 'app.css'), 'utf8'));
    const body = app.find(([selector]) => selector === 'body');
    assert.match(body?.[1] ?? '', /hyphens:\s*auto/);
  });

  it('finds a heading rule that breaks anywhere (the check can fail)', () => {
    const offending = rules('.card-title { overflow-wrap: anywhere; } p { word-break: break-all; }').filter(
      ([selector, body]) => HEADING.test(selector) && BREAKS_ANYWHERE.test(body),
    );
    assert.deepEqual(
      offending.map(([selector]) => selector),
      ['.card-title'],
    );
  });
});
