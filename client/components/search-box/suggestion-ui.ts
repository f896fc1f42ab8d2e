// What the search box needs only once the visitor uses it: the suggestions grouped into options
// and the panel that shows them. Its own chunk (use-suggestion-ui.ts loads it on the box's focus),
// so the first page's scripts leave it out.
export { suggestionGroups } from './suggestion-options.ts';
export { SuggestionPanel } from './suggestion-panel.tsx';
