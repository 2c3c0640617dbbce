import { z } from '../../zod';

// The catalogue's navigation (SPEC §3): `GET /api/menus`, `/api/categories/{catalog}`,
// `/api/banners` and `/api/brands`, declared once. The gateway documents its answers with these
// schemas and the remotes parse the answers with them.

export const menuSchema = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.nullable(z.number()),
  url: z.nullable(z.string()),
  position: z.number(),
});
export const menusSchema = z.array(menuSchema);
export type Menu = z.infer<typeof menuSchema>;

export const categorySchema = z.object({
  id: z.number(),
  catalog_id: z.number(),
  /** In the `?locale=` when the catalogue has it translated. */
  name: z.string(),
  is_active: z.boolean(),
  position: z.number(),
  image: z.nullable(z.string()),
  /** The name before translation: banner links name categories by it (`?category=Limpieza`). */
  original_name: z.string(),
});
export const categoriesSchema = z.array(categorySchema);
export type Category = z.infer<typeof categorySchema>;

/** SPEC §3: banner.type 1 is the slider, 2 the hero, 3 the in-app strip. */
export const bannerTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const bannerSchema = z.object({
  id: z.number(),
  type: z.number(),
  banner: z.object({ type: bannerTypeSchema }),
  title: z.string(),
  image: z.string(),
  link: z.nullable(z.string()),
  position: z.number(),
});
export const bannersSchema = z.array(bannerSchema);
export type Banner = z.infer<typeof bannerSchema>;

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.nullable(z.string()),
  product_count: z.number(),
});
export const brandsSchema = z.array(brandSchema);
export type Brand = z.infer<typeof brandSchema>;
