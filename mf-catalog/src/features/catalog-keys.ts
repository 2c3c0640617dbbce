/** Query keys of this remote, prefixed so that they never collide with another remote's cache. */
export const catalogKeys = {
  all: ['catalog'] as const,
  shop: (slug: string) => ['catalog', 'shop', slug] as const,
  banners: (catalogId: number) => ['catalog', 'banners', catalogId] as const,
  menus: (catalogId: number) => ['catalog', 'menus', catalogId] as const,
  categories: (catalogId: number) => ['catalog', 'categories', catalogId] as const,
  brands: (countryId: number, catalogId: number) =>
    ['catalog', 'brands', countryId, catalogId] as const,
  products: (filters: object) => ['catalog', 'products', filters] as const,
};
