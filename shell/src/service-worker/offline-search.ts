// Offline, a search the shopper has not made before cannot reach the server: it is answered
// from the catalogue pages this phone already holds. The answer is marked partial, and the
// shell's offline banner says that results may be incomplete.

/** The fields of a product (shared/src/domain/product.ts) an offline search reads. */
export interface SearchableProduct {
  id: number;
  name: string;
  category_id: number | null;
  brand_id: number | null;
}

export interface ProductsPageLike<P extends SearchableProduct> {
  items: P[];
  next_cursor: string | null;
  total?: number;
}

export const OFFLINE_RESULTS_HEADER = 'X-Barrio-Offline-Results';

/** The gateway's normalisation (gateway/src/db/normalize-name.ts): accents and case ignored. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function isProductsRequest(url: URL): boolean {
  return url.pathname === '/api/products';
}

export function isProductsByIdsRequest(url: URL): boolean {
  return url.pathname === '/api/products/by-ids';
}

/**
 * The products among the cached pages that the request would have found: same catalogue,
 * category and brand, every search word in the name. Later pages (a cursor) are empty: all
 * that is known offline comes in the first one.
 */
export function offlineProductsPage<P extends SearchableProduct>(
  request: URL,
  cached: Array<{ url: URL; page: ProductsPageLike<P> }>,
): ProductsPageLike<P> {
  if (request.searchParams.get('cursor')) return { items: [], next_cursor: null, total: 0 };
  const catalogId = request.searchParams.get('catalog_id');
  const categoryId = request.searchParams.get('category_id');
  const brandId = request.searchParams.get('brand_id');
  const words = normalize(request.searchParams.get('q') ?? '')
    .split(' ')
    .filter(Boolean);

  const found = new Map<number, P>();
  for (const { url, page } of cached) {
    if (url.searchParams.get('catalog_id') !== catalogId) continue;
    for (const product of page.items) {
      if (categoryId && String(product.category_id) !== categoryId) continue;
      if (brandId && String(product.brand_id) !== brandId) continue;
      const name = normalize(product.name);
      if (words.every((word) => name.includes(word))) found.set(product.id, product);
    }
  }
  const items = [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return { items, next_cursor: null, total: items.length };
}

/**
 * The products asked for by id (the cart pricing a line) among the cached pages of the same
 * catalogue, in the order of the ids; an id not found is absent, as the gateway answers.
 */
export function offlineProductsByIds<P extends SearchableProduct>(
  request: URL,
  cached: Array<{ url: URL; page: { items: P[] } }>,
): { items: P[] } {
  const catalogId = request.searchParams.get('catalog_id');
  const ids = (request.searchParams.get('ids') ?? '').split(',').map(Number);
  const found = new Map<number, P>();
  for (const { url, page } of cached) {
    if (url.searchParams.get('catalog_id') !== catalogId) continue;
    for (const product of page.items) found.set(product.id, product);
  }
  const items = [...new Set(ids)].flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
  return { items };
}
