// The character data of an SVG document, as a reader (or a screen reader, for <title>) gets it:
// every run of text between tags, entities decoded, white space collapsed, empty runs dropped.
// The drawings are well formed (they go through librsvg), and hold no CDATA or comments.
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/>([^<]+)</g)]
    .map(([, text]) =>
      text!
        .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
