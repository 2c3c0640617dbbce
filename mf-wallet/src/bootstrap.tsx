// The standalone page of this remote's team: each exposed module inside the shell's providers.
import { renderRemoteHarness } from '@barrio/shared/dev-harness';
import WalletPage from './exposes/wallet-page';
import WalletSwitch from './exposes/wallet-switch';

renderRemoteHarness({
  remote: 'mf-wallet',
  views: {
    WalletPage: ({ shopSlug }) => <WalletPage shopSlug={shopSlug} />,
    WalletSwitch: () => (
      <WalletSwitch
        amountDue={Number(new URLSearchParams(window.location.search).get('amount') ?? 1000)}
      />
    ),
  },
});
