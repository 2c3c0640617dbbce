import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import styled from 'styled-components';
import type { ShopSummaryPageProps } from '@barrio/shared/contract';
import { ShopSummaryScreen } from '../features/shop-summary/components/shop-summary-screen';
import { loadOrdersCatalogue } from '../lang/load-catalogue';

export type { ShopSummaryPageProps };

const Frame = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

/** The shop owner's analytics summary (manager site, `/{shop}/tienda/resumen`). */
export default function ShopSummaryPage({ shopSlug }: ShopSummaryPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <Frame>
        <ShopSummaryScreen shopSlug={shopSlug} />
      </Frame>
    </RemoteMessages>
  );
}
