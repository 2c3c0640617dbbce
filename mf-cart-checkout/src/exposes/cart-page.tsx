import { CartPageView } from '../features/cart-page/components/cart-page-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { CartPageProps } from '@barrio/shared/contract';

export type { CartPageProps };

/** `/:shop/mi-carrito`: the lines, their notes, the totals and the shop's minimum order. */
export default function CartPage({ shopSlug }: CartPageProps) {
  return (
    <RemoteRoot>
      <CartPageView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
