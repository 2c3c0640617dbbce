import { CartBarView } from '../features/cart-bar/components/cart-bar-view';
import { RemoteRoot } from '../features/shell-context/remote-root';

export interface CartBarProps {
  shopSlug: string;
}

/** The cart summary bar the shell places under every shop screen. */
export default function CartBar({ shopSlug }: CartBarProps) {
  return (
    <RemoteRoot>
      <CartBarView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
