import { Stack } from '@barrio/shared/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRefreshOnOrderPlaced } from '../hooks/use-refresh-on-order-placed';
import { useWalletContext } from '../../../wallet-account/use-wallet-context';
import { walletMessages } from '../messages';
import { WalletBalanceCard } from './wallet-balance-card';
import { WalletMovementsList } from './wallet-movements-list';
import { WalletUnavailable } from './wallet-unavailable';

export interface WalletScreenProps {
  shopSlug: string;
}

export function WalletScreen({ shopSlug }: WalletScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const { eligibility, walletCustomerId, countryId } = useWalletContext();
  useRefreshOnOrderPlaced();

  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg" data-testid="wallet-page">
      <Link to={`/${shopSlug}`}>{intl.formatMessage(walletMessages.backToShop)}</Link>
      <h1 id={headingId}>{intl.formatMessage(walletMessages.title)}</h1>
      {!eligibility.eligible && <WalletUnavailable reason={eligibility.reason} />}
      {walletCustomerId !== null && (
        <>
          <WalletBalanceCard customerId={walletCustomerId} countryId={countryId} />
          <WalletMovementsList
            customerId={walletCustomerId}
            countryId={countryId}
            shopSlug={shopSlug}
          />
        </>
      )}
    </Stack>
  );
}
