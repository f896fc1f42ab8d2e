// Characters a stored submission never holds: the C0 controls but tab, line feed and carriage
// return, DEL and the C1 controls, and lone UTF-16 surrogates (half an emoji, which no font
// shows and no mail or CSV export survives). A visitor cannot see them; a pasted text or a
// script can carry them.
const UNSTORABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function withoutUnstorableCharacters(text: string): string {
  return text.replace(UNSTORABLE, '');
}

export function hasUnstorableCharacters(text: string): boolean {
  return withoutUnstorableCharacters(text) !== text;
}
