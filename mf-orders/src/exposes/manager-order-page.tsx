import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import styled from 'styled-components';
import { ManagerOrderScreen } from '../features/manager-orders/components/manager-order-screen';
import { loadOrdersCatalogue } from '../lang/load-catalogue';
import type { ManagerOrderPageProps } from '@barrio/shared/contract';

export type { ManagerOrderPageProps };

// The page keeps off the screen edges on phones and keeps a reading width on wide screens,
// like the cart and my orders.
const Frame = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
/** The shop owner's order page (manager site): customer, lines, total and delivery confirmation. */
export default function ManagerOrderPage({ shopSlug, orderId }: ManagerOrderPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <Frame>
        <ManagerOrderScreen shopSlug={shopSlug} orderId={orderId} />
      </Frame>
    </RemoteMessages>
  );
}
