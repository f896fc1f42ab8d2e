/** The global through which the server streams query state to the browser. */
export const STREAMED_STATE_GLOBAL = '__VITRINE_QUERIES__';
