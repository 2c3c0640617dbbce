/** The shell's paths for this remote's screens (contracts §3). */
export const cartPath = (shopSlug: string) => `/${encodeURIComponent(shopSlug)}/mi-carrito`;
export const checkoutPath = (shopSlug: string) => `/${encodeURIComponent(shopSlug)}/checkout`;
export const confirmationPath = (shopSlug: string) =>
  `/${encodeURIComponent(shopSlug)}/checkout/confirmacion`;
export const shopPath = (shopSlug: string) => `/${encodeURIComponent(shopSlug)}`;

export type CartRoute = 'shop' | 'cart' | 'checkout';

/** Which of this remote's screens a pathname shows. */
export function cartRouteOf(pathname: string, shopSlug: string): CartRoute {
  if (pathname.startsWith(checkoutPath(shopSlug))) return 'checkout';
  if (pathname.startsWith(cartPath(shopSlug))) return 'cart';
  return 'shop';
}
