// JSON-LD for an inline <script>: `<` written as \u003c, so no text in the data can close the script.
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
