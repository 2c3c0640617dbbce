import { useRef } from 'react';
import styled from 'styled-components';
import { RemoteSlot } from '../remotes';
import { useCartBarOffset } from '../features/cart-bar-offset/use-cart-bar-offset';

export interface CartBarSlotProps {
  shopSlug: string;
}

// The cart bar stays reachable by the thumb while the catalogue scrolls.
const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

/** Where mf-cart-checkout's CartBar lives; an outage there leaves only this strip empty. */
export function CartBarSlot({ shopSlug }: CartBarSlotProps) {
  const dock = useRef<HTMLDivElement>(null);
  useCartBarOffset(dock);
  return (
    <Dock ref={dock} data-testid="cart-bar-slot">
      <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug }} loading={null} />
    </Dock>
  );
}
