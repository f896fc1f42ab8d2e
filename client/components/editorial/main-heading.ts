// The id of a page's <h1>: the app moves focus there after a client-side navigation (decision
// 009), so every editorial heading carries it with tabIndex -1.
export const MAIN_HEADING_ID = 'main-heading';
