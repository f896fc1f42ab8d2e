// The names the server's document and the browser's entry agree on.

/** The global through which the server streams query state to the browser. */
export const STREAMED_STATE_GLOBAL = '__VITRINE_QUERIES__';
/** The global holding the state dehydrated before the shell, and the public config. */
export const INITIAL_STATE_GLOBAL = '__VITRINE_STATE__';
/** The element the browser hydrates. */
export const ROOT_ID = 'root';
