// The start of a text, at most `max` UTF-16 units long, never cutting a character in two (the
// content API bounds its search texts).
export function truncateText(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
