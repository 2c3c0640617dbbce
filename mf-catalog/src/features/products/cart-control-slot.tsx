import { createContext, useContext, type ReactNode } from 'react';
import type { ShopPageSlots } from '@barrio/shared/contract';
import type { CatalogProduct } from '@barrio/shared/domain';

/** What a product's card and detail need to place the cart's control. */
export interface CartControlPlacement {
  catalogId: number;
  /** The shell's slot: mf-cart-checkout's control. Absent, products show without one. */
  cartControl?: ShopPageSlots['cartControl'];
}

const CartControlContext = createContext<CartControlPlacement | null>(null);

export function CartControlProvider({
  placement,
  children,
}: {
  placement: CartControlPlacement;
  children: ReactNode;
}) {
  return <CartControlContext.Provider value={placement}>{children}</CartControlContext.Provider>;
}

export interface CartControlSlotProps {
  product: CatalogProduct;
  layout: 'card' | 'detail';
}

/**
 * Where the cart team's add-to-cart control goes: the catalogue places it and hands it the
 * product, the cart owns what it does (its cap, its steps, the count it shows).
 */
export function CartControlSlot({ product, layout }: CartControlSlotProps) {
  const placement = useContext(CartControlContext);
  if (!placement?.cartControl) return null;
  return <>{placement.cartControl({ catalogId: placement.catalogId, product, layout })}</>;
}
