// Keeps what the visitor types in the tab's session storage until the form is sent, so a reload,
// a crash or a wander to another page never loses a long message. Restored once, after hydration,
// unless the server rendered the form with the values of a POST; cleared once the form is stored
// (clearDraft, by the browser's form step).
import { useEffect, useEffectEvent, useRef } from 'react';

import type { Locale } from '../../../config/locales.ts';
import type { FormName } from '../../../shared/forms/form-protocol.ts';

/** Where a form's draft is kept in the tab's session storage. */
export const draftKey = (form: FormName, locale: Locale) => `vitrine:form:${form}:${locale}`;

/** Forgets a form's draft (once it is stored: send-form.ts). */
export function clearDraft(form: FormName, locale: Locale): void {
  try {
    sessionStorage.removeItem(draftKey(form, locale));
  } catch {
    // Nothing to clear.
  }
}

function read(key: string): Record<string, unknown> | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function useDraft<V extends Readonly<Record<string, string>>>(
  key: string,
  values: V,
  { restore, skipRestore }: { restore: (values: Partial<V>) => void; skipRestore: boolean },
): void {
  const ready = useRef(false);
  const restoreSaved = useEffectEvent(() => {
    const saved = skipRestore ? null : read(key);
    if (!saved) return;
    const fields = Object.keys(values).filter((field) => typeof saved[field] === 'string');
    if (fields.length > 0) restore(Object.fromEntries(fields.map((field) => [field, saved[field]])) as Partial<V>);
  });
  // Once, on mount: later values are written below.
  useEffect(() => {
    restoreSaved();
    ready.current = true;
  }, []);
  useEffect(() => {
    if (!ready.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // Storage full or refused: the draft is a comfort, the form still works.
    }
  }, [key, values]);
}
