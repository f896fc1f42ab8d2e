// Text made safe to write between the tags and inside the quoted attributes of markup we write
// by hand (the SVG drawings, the sitemap, the fallback pages); React escapes everything else.

// Code points XML 1.0 forbids (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/U+FFFF):
// libxml2 refuses the whole document when one appears, so they are dropped, never escaped.
const FORBIDDEN_IN_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const XML_SPECIALS = /[&<>"']/g;
/** HTML needs no apostrophe escaped in double-quoted attributes, the only kind we write. */
const HTML_SPECIALS = /[&<>"]/g;

/** The text without the code points XML 1.0 forbids. */
export function withoutForbiddenXml(text: string): string {
  return String(text).replace(FORBIDDEN_IN_XML, '');
}

function escapeMarkup(text: string, specials: RegExp): string {
  return withoutForbiddenXml(text).replace(specials, (char) => ENTITIES[char]!);
}

/** Text safe inside an XML element or an attribute quoted either way (the five specials escaped). */
export function escapeXml(text: string): string {
  return escapeMarkup(text, XML_SPECIALS);
}

/**
 * Text safe inside an HTML element or a double-quoted attribute: `&`, `<`, `>` and `"` escaped;
 * an apostrophe stays as written (`Retour à l'accueil`).
 */
export function escapeHtml(text: string): string {
  return escapeMarkup(text, HTML_SPECIALS);
}
