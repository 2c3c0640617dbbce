import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import styled from 'styled-components';
import { ManagerOrdersScreen } from '../features/manager-orders/components/manager-orders-screen';
import { loadOrdersCatalogue } from '../lang/load-catalogue';
import type { ManagerOrdersPageProps } from '@barrio/shared/contract';

export type { ManagerOrdersPageProps };

// Like the order page: off the screen edges on phones, a reading width on wide screens.
const Frame = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The shop owner's orders list (manager site): by delivery day and status, with what to pick. */
export default function ManagerOrdersPage({ shopSlug }: ManagerOrdersPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <Frame>
        <ManagerOrdersScreen shopSlug={shopSlug} />
      </Frame>
    </RemoteMessages>
  );
}
