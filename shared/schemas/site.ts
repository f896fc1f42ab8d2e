// Navigation and site-wide data: menus, global settings, shops, categories, civilities.
import * as z from 'zod/mini';

import { type Image, imageSchema } from './common.ts';

export interface MenuLink {
  label: string;
  /**
   * A route kind of routes/kinds.ts (`products`, `contact`…) or null when the link is a slug.
   * With a slug too, the kind's page of that slug (`need` + `confort-digestif`: a need's page).
   */
  code: string | null;
  slug: string | null;
  separate_after: boolean;
  childs: MenuLink[];
  /** A featured link's picture (the mega-menu's highlighted product); most links have none. */
  image?: Image | undefined;
}

export const menuLinkSchema: z.ZodMiniType<MenuLink> = z.lazy(() =>
  z.object({
    label: z.string(),
    code: z.nullable(z.string()),
    slug: z.nullable(z.string()),
    separate_after: z.boolean(),
    childs: z.array(menuLinkSchema),
    image: z.optional(imageSchema),
  }),
);

export const MENU_CODES = ['main', 'footer', 'legal', 'mobile'] as const;
export const menuSchema = z.object({ code: z.enum(MENU_CODES), items: z.array(menuLinkSchema) });
export type Menu = z.infer<typeof menuSchema>;

/** SPEC §3 'Global setting': the first value is the one used. */
export const settingSchema = z.object({
  code: z.string(),
  values: z.array(z.object({ value: z.string() })).check(z.minLength(1)),
});
export type Setting = z.infer<typeof settingSchema>;

export const shopSchema = z.object({
  id: z.int(),
  url: z.string(),
  country: z.string(),
  languages: z.array(z.object({ label: z.string(), code: z.string() })),
  salesplans: z
    .array(z.object({ id: z.int(), currency: z.object({ code: z.string(), symbol: z.string() }) }))
    .check(z.minLength(1)),
});
export type Shop = z.infer<typeof shopSchema>;

export interface Category {
  id: number;
  name: string;
  slug: string;
  depth: number;
  children: Category[];
}
export const categorySchema: z.ZodMiniType<Category> = z.lazy(() =>
  z.object({ id: z.int(), name: z.string(), slug: z.string(), depth: z.int(), children: z.array(categorySchema) }),
);

export const civilitySchema = z.object({ id: z.int(), code: z.enum(['ms', 'mr']), label: z.string() });
export type Civility = z.infer<typeof civilitySchema>;

export const maintenanceStatusSchema = z.object({ maintenance: z.boolean() });

/** SPEC §7 'GET redirection endpoint': data.type is the status, data.url the target. */
export const redirectionSchema = z.object({ type: z.int(), url: z.string() });
