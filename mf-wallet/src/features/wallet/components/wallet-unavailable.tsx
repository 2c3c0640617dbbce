import { bus } from '@barrio/shared/bus';
import { Button, Card } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import type { WalletIneligibleReason } from '../../../wallet-account/wallet-eligibility';
import { walletMessages } from '../messages';

export interface WalletUnavailableProps {
  reason: WalletIneligibleReason;
}

const explanations = {
  'signed-out': walletMessages.unavailableSignedOut,
  'no-wallet-account': walletMessages.unavailableNoAccount,
  'business-sub-type': walletMessages.unavailableBusiness,
} as const;

export function WalletUnavailable({ reason }: WalletUnavailableProps) {
  const intl = useIntl();
  return (
    <Card data-testid="wallet-unavailable">
      <h2>{intl.formatMessage(walletMessages.unavailableTitle)}</h2>
      <p>{intl.formatMessage(explanations[reason])}</p>
      {reason === 'signed-out' && (
        <div>
          <Button onClick={() => bus.publish('shell:sign-in-requested', { reason: 'wallet' })}>
            {intl.formatMessage(walletMessages.signIn)}
          </Button>
        </div>
      )}
    </Card>
  );
}
