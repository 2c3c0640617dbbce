import { catalogueCache } from '@barrio/shared/i18n';
import type { PrepareExposedModule, ProductCartControlProps } from '@barrio/shared/contract';
import { CardCartControl } from '../features/product-control/components/card-cart-control';
import { DetailCartControl } from '../features/product-control/components/detail-cart-control';
import { loadCartCheckoutCatalogue } from '../lang/load-catalogue';

export type { ProductCartControlProps };

/**
 * The control that adds a product to the cart, which the catalogue places on each card and in
 * the product's detail: the cart's rules (its cap, its quantity steps, what it holds) stay with
 * the team that owns the cart.
 */
export default function ProductCartControl({
  shopSlug,
  catalogId,
  product,
  layout,
}: ProductCartControlProps) {
  return layout === 'card' ? (
    <CardCartControl shopSlug={shopSlug} catalogId={catalogId} product={product} />
  ) : (
    // Keyed by product so that the chosen quantity does not carry over to another one.
    <DetailCartControl
      key={product.id}
      shopSlug={shopSlug}
      catalogId={catalogId}
      product={product}
    />
  );
}

/** The control's messages in the locale, loaded before it renders (a page hydrating the server's). */
export const prepare: PrepareExposedModule = (locale) =>
  catalogueCache.load(loadCartCheckoutCatalogue, locale);
