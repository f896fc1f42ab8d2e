// French texts, namespace catalog: the catalogue's screens (brands, products list, needs, Q&A) (the reference: every language has the same keys and placeholders).
export const catalog = {} as const;
