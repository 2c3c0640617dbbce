import { RemoteMessages } from '@barrio/shared/i18n';
import { LoadingScreen } from '@barrio/shared/design-system';
import styled from 'styled-components';
import { WalletScreen } from '../features/wallet/components/wallet-screen';
import { loadWalletCatalogue } from '../lang/load-catalogue';
import type { WalletPageProps } from '@barrio/shared/contract';

export type { WalletPageProps };

// The page keeps off the screen edges on phones and keeps a reading width on wide screens,
// like the cart and my orders.
const Frame = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
/** The customer's wallet: balance and movements, or why the wallet is not available. */
export default function WalletPage({ shopSlug }: WalletPageProps) {
  return (
    <RemoteMessages load={loadWalletCatalogue} fallback={<LoadingScreen />}>
      <Frame>
        <WalletScreen shopSlug={shopSlug} />
      </Frame>
    </RemoteMessages>
  );
}
