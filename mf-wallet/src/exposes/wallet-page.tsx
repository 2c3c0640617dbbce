import { RemoteMessages } from '@barrio/shared/i18n';
import { LoadingScreen } from '@barrio/shared/design-system';
import { WalletScreen } from '../features/wallet/components/wallet-screen';
import { loadWalletCatalogue } from '../lang/load-catalogue';
import type { WalletPageProps } from '@barrio/shared/contract';

export type { WalletPageProps };

/** The customer's wallet: balance and movements, or why the wallet is not available. */
export default function WalletPage({ shopSlug }: WalletPageProps) {
  return (
    <RemoteMessages load={loadWalletCatalogue} fallback={<LoadingScreen />}>
      <WalletScreen shopSlug={shopSlug} />
    </RemoteMessages>
  );
}
