// Moves the focus to the form's alert each time a submission comes back wrong (the alert is
// rendered by then), so screen readers say it and the keyboard starts from there.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useAlertFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (turn > 0) ref.current?.focus();
  }, [turn]);
  const focusAlert = useCallback(() => setTurn((count) => count + 1), []);
  return { ref, focusAlert };
}
