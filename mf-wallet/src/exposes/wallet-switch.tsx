import { RemoteMessages } from '@barrio/shared/i18n';
import { WalletSwitchControl } from '../features/wallet-switch/components/wallet-switch';
import { loadWalletCatalogue } from '../lang/load-catalogue';
import type { WalletSwitchProps } from '@barrio/shared/contract';

export type { WalletSwitchProps };

/** Checkout's "pay with my wallet" switch; renders nothing where paying with the wallet is not offered. */
export default function WalletSwitch({ amountDue }: WalletSwitchProps) {
  return (
    <RemoteMessages load={loadWalletCatalogue}>
      <WalletSwitchControl amountDue={amountDue} />
    </RemoteMessages>
  );
}
