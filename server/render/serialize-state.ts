// State written into the page as a script must stay data: `</script>`, `<!--`, `&` and the
// JavaScript line terminators U+2028/U+2029 are escaped so no content can end the script or
// break its parsing.
//
// Content comes from the answer cache frozen and shared by every request while it is kept
// (decision 024): its JSON is written once per object and reused, so site-wide data (menus,
// settings) and a popular product are serialized once per content version, not once a page.
import { randomBytes } from 'node:crypto';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const escape = (json: string) => json.replace(UNSAFE, (char) => ESCAPES[char]!);

/** The escaped JSON of each frozen value seen, for as long as the value lives. */
const written = new WeakMap<object, string>();
/** Stands for a frozen value in the JSON around it; made of characters JSON and the escapes leave alone. */
const MARK = `frozen_${randomBytes(8).toString('hex')}_`;
const MARKED = new RegExp(`"${MARK}(\\d+)"`, 'g');

/** JSON that is safe inside an inline `<script>` element. */
export function serializeState(value: unknown): string {
  const pieces: string[] = [];
  const outline =
    JSON.stringify(value, function markFrozen(_key, item: unknown) {
      if (item === value || typeof item !== 'object' || item === null || !Object.isFrozen(item)) return item;
      let json = written.get(item);
      if (json === undefined) written.set(item, (json = escape(JSON.stringify(item))));
      pieces.push(json);
      return `${MARK}${pieces.length - 1}`;
    }) ?? 'null';
  const safe = escape(outline);
  if (pieces.length === 0) return safe;
  // Joined by concatenation: V8 links the pieces instead of copying them (a replace with a
  // callback copied the 30 KB of the product page's state, a third of this function's time).
  const parts = safe.split(MARKED);
  let json = parts[0]!;
  for (let at = 1; at < parts.length; at += 2) json += pieces[Number(parts[at])]! + parts[at + 1]!;
  return json;
}
