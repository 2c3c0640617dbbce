import { CartBarView } from '../features/cart-bar/components/cart-bar-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { CartBarProps } from '@barrio/shared/contract';

export type { CartBarProps };

/** The cart summary bar the shell places under every shop screen. */
export default function CartBar({ shopSlug }: CartBarProps) {
  return (
    <RemoteRoot>
      <CartBarView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
