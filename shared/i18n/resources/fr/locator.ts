// French texts, namespace locator: the pharmacy finder and who can advise me (the reference: every language has the same keys and placeholders).
export const locator = {} as const;
