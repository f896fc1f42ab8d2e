// French texts, namespace editorial: the content screens (advice, innovation, expertise, about, online help, CMS pages) (the reference: every language has the same keys and placeholders).
export const editorial = {} as const;
