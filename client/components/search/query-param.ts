// The query parameter the search form sends (a GET form, so it works without JavaScript); the
// server turns `?q=<text>` on the results path into the search's own URL.
export const SEARCH_QUERY_PARAM = 'q';
