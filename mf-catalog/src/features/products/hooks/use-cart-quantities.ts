import { useMemo } from 'react';
import { useBusState } from '@barrio/shared/bus';
import { useHydrated } from '@barrio/shared/design-system';
import type { CartLine } from '@barrio/shared/domain';
import { readCartLines } from '@barrio/shared/storage';

/**
 * Units of each product already in this shop's cart. The cart remote owns the cart and
 * announces it as `cart:updated`; until it has spoken (it may load after this page), the
 * stored cart is the best knowledge there is. While the page hydrates the server's markup, the
 * cart is empty, as the server drew it.
 */
export function useCartQuantities(shopSlug: string): ReadonlyMap<number, number> {
  const snapshot = useBusState('cart:updated');
  const hydrated = useHydrated();
  return useMemo(() => {
    const lines: CartLine[] = !hydrated
      ? []
      : snapshot
        ? snapshot.shopSlug === shopSlug
          ? snapshot.lines
          : []
        : readCartLines(shopSlug);
    const quantities = new Map<number, number>();
    for (const line of lines) {
      quantities.set(line.productid, (quantities.get(line.productid) ?? 0) + line.cantidad);
    }
    return quantities;
  }, [hydrated, snapshot, shopSlug]);
}
