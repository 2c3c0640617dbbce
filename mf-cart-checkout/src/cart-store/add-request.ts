import type { AddToCartRequest } from '@barrio/shared/bus';

/**
 * The add request as the cart applies it, or null for one it cannot read. Builds of the
 * catalogue and orders remotes from before requests carried ids sent `{ product, quantity }`
 * for the current shop: of those only the product's id is read (the price comes from the
 * catalogue's data like any other), so the cart can be deployed before its publishers.
 */
export function readAddRequest(
  payload: unknown,
  currentShopSlug: string | null,
): AddToCartRequest | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const fields = payload as Partial<AddToCartRequest> & { product?: { id?: unknown } };
  const productId = fields.productId ?? fields.product?.id;
  const shopSlug = fields.shopSlug ?? currentShopSlug;
  const { quantity } = fields;
  if (typeof productId !== 'number' || !Number.isInteger(productId)) return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  if (typeof shopSlug !== 'string') return null;
  return { productId, quantity, shopSlug };
}
