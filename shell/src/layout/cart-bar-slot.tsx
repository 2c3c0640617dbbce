import styled from 'styled-components';
import { RemoteSlot } from '../remotes';

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
  return (
    <Dock data-testid="cart-bar-slot">
      <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug }} loading={null} />
    </Dock>
  );
}
