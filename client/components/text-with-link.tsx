// A translated sentence with a link inside, wherever the language puts it: the text is
// translated with the link's place marked by LINK_MARK ('… consultez notre {{link}}.'), then
// the mark is replaced by the link. Without an address the link's words stay, as plain text.
import type { ReactNode } from 'react';

/** What the translation gets for the link's placeholder: a character no text holds. */
export const LINK_MARK = '\u0000';

export function TextWithLink({ text, href, children }: { text: string; href: string | null; children: ReactNode }) {
  const [before = '', after = ''] = text.split(LINK_MARK);
  return (
    <>
      {before}
      {href ? <a href={href}>{children}</a> : children}
      {after}
    </>
  );
}
