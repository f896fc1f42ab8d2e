// A native <dialog> shown as a modal while `open` (SPEC §2.3 menus and pop-ins; issue 7
// accessibility): the page behind is inert and Tab cycles inside; Escape asks `onDismiss` (null:
// the dialog cannot be dismissed, Escape does nothing); on closing, focus goes back to where it
// was (or to the page's content when that is gone). A dialog the server rendered open (without
// JavaScript it is a plain box) becomes modal once the page runs.
import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes back to the first, Shift+Tab from the first to the last: focus never leaves for the browser's own controls. */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusables[0];
  const last = focusables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  }
}

export function useModalDialog(open: boolean, onDismiss: (() => void) | null): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  /** Asks the latest `onDismiss`; false when the dialog cannot be dismissed. */
  const dismiss = useEffectEvent((): boolean => {
    if (!onDismiss) return false;
    onDismiss();
    return true;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener =
      document.activeElement instanceof HTMLElement && !dialog.contains(document.activeElement)
        ? document.activeElement
        : null;
    if (dialog.open && !dialog.matches(':modal')) dialog.close();
    if (!dialog.open) dialog.showModal();

    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    // Browsers may close a modal on a repeated Escape even when `cancel` was refused.
    const onClose = () => {
      if (!ref.current) return;
      if (!dismiss() && dialog.isConnected && !dialog.open) dialog.showModal();
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      // The opener may be gone with what the dialog decided (a banner answered): the page's content then.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      else if (document.activeElement === null || document.activeElement === document.body)
        document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open]);

  return ref;
}
