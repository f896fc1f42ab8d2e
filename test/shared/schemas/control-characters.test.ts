// What no submission stores: control characters (but tab, line feed, carriage return) and lone
// surrogates; letters, emoji and the replacement character a browser sends for a lone surrogate
// are text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { hasUnstorableCharacters, withoutUnstorableCharacters } from '../../../shared/schemas/control-characters.ts';

describe('unstorable characters', () => {
  it('removes C0 controls but tab and line breaks, DEL, C1 controls and lone surrogates, and nothing else', () => {
    const cases: [sent: string, stored: string][] = [
      ['a\tb\r\nc', 'a\tb\r\nc'],
      ['\u0000a\u0001\u0008\u000b\u000c\u000e\u001f', 'a'],
      ['b\u007f\u0080\u0085\u009f', 'b'],
      ['x\ud83d y \ude00', 'x y '],
      ['Zoë 😀 \ufffd ĳ', 'Zoë 😀 \ufffd ĳ'],
    ];
    for (const [sent, stored] of cases) {
      assert.equal(withoutUnstorableCharacters(sent), stored, JSON.stringify(sent));
      assert.equal(hasUnstorableCharacters(sent), sent !== stored, JSON.stringify(sent));
    }
  });
});
