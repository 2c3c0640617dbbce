/** Query keys of this remote, prefixed so that they never collide with another remote's cache. */
export const catalogKeys = {
  all: ['catalog'] as const,
  shop: (slug: string) => ['catalog', 'shop', slug] as const,
  banners: (catalogId: number, locale?: string) =>
    ['catalog', 'banners', catalogId, locale ?? null] as const,
  menus: (catalogId: number, locale?: string) =>
    ['catalog', 'menus', catalogId, locale ?? null] as const,
  categories: (catalogId: number, locale?: string) =>
    ['catalog', 'categories', catalogId, locale ?? null] as const,
  brands: (countryId: number, catalogId: number) =>
    ['catalog', 'brands', countryId, catalogId] as const,
  products: (filters: object) => ['catalog', 'products', filters] as const,
};
