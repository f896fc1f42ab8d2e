// SPEC §2.3: a visitor who came from a QR code (`utm_medium=QRcode`, any case) to a country of
// several languages first chooses the language (qr-code-language-choice.tsx). Only the test is
// here; the dialog is its own chunk, which the server renders into the page.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

import type { Alternate } from '../page-alternates.ts';

const QrCodeLanguageChoice = lazy(() => import('./qr-code-language-choice.tsx'));

export const QR_CODE_MEDIUM = 'qrcode';

/** Whether the query says the visitor came from a QR code (the value's case aside). */
export function fromQrCode(search: string): boolean {
  return new URLSearchParams(search).get('utm_medium')?.toLowerCase() === QR_CODE_MEDIUM;
}

export function QrCodeLanguages({ alternates }: { alternates: readonly Alternate[] }) {
  const { search } = useLocation();
  if (alternates.length < 2 || !fromQrCode(search)) return null;
  return (
    <Suspense fallback={null}>
      <QrCodeLanguageChoice alternates={alternates} search={search} />
    </Suspense>
  );
}
