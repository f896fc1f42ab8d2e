// Keeps the browser tab's title in step with the page after client-side navigation (the server
// writes it in the document for the first page).
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (document.title !== title) document.title = title;
  }, [title]);
}
