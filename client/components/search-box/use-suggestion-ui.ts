// The search box's suggestion panel and options (suggestion-ui.ts), loaded the first time the box
// is wanted (focused or typed in) and kept for the page's life. Null until then: the server, and
// the browser while hydrating, render the empty listbox in its place.
import { useEffect, useState } from 'react';

export type SuggestionUi = typeof import('./suggestion-ui.ts');

let loaded: SuggestionUi | null = null;
let loading: Promise<SuggestionUi> | null = null;

export function loadSuggestionUi(): Promise<SuggestionUi> {
  loading ??= import('./suggestion-ui.ts').then((module) => (loaded = module));
  return loading;
}

export function useSuggestionUi(wanted: boolean): SuggestionUi | null {
  // Null while hydrating (nothing loads it before the page runs); a box mounted later may have it.
  const [ui, setUi] = useState<SuggestionUi | null>(() => loaded);
  useEffect(() => {
    if (!wanted || ui) return;
    let current = true;
    loadSuggestionUi().then(
      (module) => current && setUi(module),
      // A chunk that cannot load leaves the box as a plain search form; the next focus tries again.
      () => (loading = null),
    );
    return () => {
      current = false;
    };
  }, [wanted, ui]);
  return ui;
}
