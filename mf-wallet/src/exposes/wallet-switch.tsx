import { RemoteMessages } from '@barrio/shared/i18n';
import { WalletSwitchControl } from '../features/wallet-switch/components/wallet-switch';
import { loadWalletCatalogue } from '../lang/load-catalogue';

export interface WalletSwitchProps {
  /** The order total the wallet would pay, in the shop's currency. */
  amountDue: number;
}

/** Checkout's "pay with my wallet" switch; renders nothing where paying with the wallet is not offered. */
export default function WalletSwitch({ amountDue }: WalletSwitchProps) {
  return (
    <RemoteMessages load={loadWalletCatalogue}>
      <WalletSwitchControl amountDue={amountDue} />
    </RemoteMessages>
  );
}
