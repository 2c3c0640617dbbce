import { createContext, useContext, type ReactNode } from 'react';

/** The shop whose cart the product controls add to, and the catalogue they come from. */
export interface CartShop {
  slug: string;
  catalogId: number;
}

const CartShopContext = createContext<CartShop | null>(null);

export function CartShopProvider({ shop, children }: { shop: CartShop; children: ReactNode }) {
  return <CartShopContext.Provider value={shop}>{children}</CartShopContext.Provider>;
}

export function useCartShop(): CartShop {
  const shop = useContext(CartShopContext);
  if (!shop) throw new Error('Product controls render inside a CartShopProvider.');
  return shop;
}
