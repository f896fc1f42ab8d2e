// Links that change how a list is shown (facets, sort, pagination) keep the scroll position: the
// visitor stays where they clicked (React Router's preventScrollReset, decision 019). Spread it
// on the <a>: `<a href={href} {...KEEP_SCROLL}>`.
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';

export const KEEP_SCROLL = { [KEEP_SCROLL_ATTRIBUTE]: '' } as const;
