// State written into the page as a script must stay data: `</script>`, `<!--`, `&` and the
// JavaScript line terminators U+2028/U+2029 are escaped so no content can end the script or
// break its parsing.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside an inline `<script>` element. */
export function serializeState(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (char) => ESCAPES[char]!);
}
