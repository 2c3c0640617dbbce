import { apiFetch } from '@barrio/shared/api';
import { categoriesSchema, productsPageSchema } from '@barrio/shared/contract';
import type { CatalogProduct } from '@barrio/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

/** SPEC §3's Checkout category: last-minute suggestions for the checkout page. */
const CHECKOUT_CATEGORY = 'checkout';
const MAX_SUGGESTIONS = 4;

async function getSuggestions(
  catalogId: number,
  locale: string,
  signal: AbortSignal,
): Promise<CatalogProduct[]> {
  const categories = categoriesSchema.parse(
    await apiFetch<unknown>(`/categories/${catalogId}`, { signal }),
  );
  const checkout = categories.find(
    // By the untranslated name, whatever the visit's locale.
    (c) => c.is_active && c.original_name.trim().toLowerCase() === CHECKOUT_CATEGORY,
  );
  if (!checkout) return [];
  const body = await apiFetch<unknown>('/products', {
    // Product names in the visit's locale where the catalogue has them translated.
    query: { catalog_id: catalogId, category_id: checkout.id, limit: MAX_SUGGESTIONS * 2, locale },
    signal,
  });
  return productsPageSchema.parse(body).items;
}

/** The shop's Checkout-category products, without those already in the cart. */
export function useCheckoutSuggestions(catalogId: number, inCart: readonly number[]) {
  const { locale } = useIntl();
  const query = useQuery({
    queryKey: ['cart-checkout', 'suggestions', catalogId, locale],
    queryFn: ({ signal }) => getSuggestions(catalogId, locale, signal),
    staleTime: 5 * 60 * 1000,
  });
  return (query.data ?? []).filter((p) => !inCart.includes(p.id)).slice(0, MAX_SUGGESTIONS);
}
