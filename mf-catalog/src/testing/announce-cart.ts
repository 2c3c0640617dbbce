import { act } from '@testing-library/react';
import { bus } from '@barrio/shared/bus';
import type { CatalogProduct } from '@barrio/shared/domain';
import { cartLines, demoShop } from './catalog-fixtures';

/** The cart remote's announcement of a cart holding these products, as it publishes it. */
export function announceCart(
  entries: Array<[CatalogProduct, number]>,
  shopSlug: string = demoShop.slug,
): void {
  const lines = cartLines(entries);
  act(() => {
    bus.publish('cart:updated', {
      shopSlug,
      lines,
      total: lines.reduce((sum, line) => sum + line.subtotal, 0),
      quantity: lines.reduce((sum, line) => sum + line.cantidad, 0),
    });
  });
}
