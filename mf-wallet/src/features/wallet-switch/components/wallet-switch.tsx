import { track } from '@barrio/shared/analytics';
import { bus, useBusState } from '@barrio/shared/bus';
import { Button, Card, Notice, Skeleton } from '@barrio/shared/design-system';
import { formatMoney, roundMoney } from '@barrio/shared/domain';
import { commonMessages } from '@barrio/shared/i18n';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWalletBalance } from '../../wallet/api/get-wallet-balance';
import { useWalletContext } from '../../wallet/hooks/use-wallet-context';
import { walletSwitchMessages } from '../messages';

export interface WalletSwitchControlProps {
  amountDue: number;
}

const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// A native checkbox keeps keyboard and screen-reader behaviour; role=switch announces on/off.
const Toggle = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color 120ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: transform 120ms ease;
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::after {
    transform: translateX(20px);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function publishChoice(useWallet: boolean, balance: number | null): void {
  bus.publish('wallet:switch-changed', { useWallet, balance });
}

/**
 * Lets an eligible customer pay at checkout with the wallet. The bus holds the choice (a state
 * event), so checkout and this switch read the same value and it survives remounts.
 */
export function WalletSwitchControl({ amountDue }: WalletSwitchControlProps) {
  const intl = useIntl();
  const hintId = useId();
  const { paymentEnabled, walletCustomerId, countryId } = useWalletContext();
  const offered = paymentEnabled && walletCustomerId !== null;
  const balance = useWalletBalance(offered ? walletCustomerId : null);
  const choice = useBusState('wallet:switch-changed');
  const useWallet = choice?.useWallet ?? false;

  const available = balance.isSuccess ? balance.data : null;
  const covers = available !== null && available >= amountDue;

  // A choice made earlier must not outlive what allows it (sign-out, a bigger cart).
  useEffect(() => {
    if (useWallet && (!offered || (available !== null && !covers))) {
      publishChoice(false, available);
    }
  }, [useWallet, offered, available, covers]);

  if (!offered) return null;

  if (balance.isError) {
    return (
      <Notice
        tone="warning"
        data-testid="wallet-switch-error"
        action={
          <Button variant="secondary" onClick={() => void balance.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(walletSwitchMessages.loadError)}
      </Notice>
    );
  }

  const onChange = (checked: boolean) => {
    publishChoice(checked, available);
    track('wallet_switch', { enabled: checked, balance: available, amount_due: amountDue });
  };

  return (
    <Card padding="md" data-testid="wallet-switch">
      <Row>
        {intl.formatMessage(walletSwitchMessages.label)}
        <Toggle
          type="checkbox"
          role="switch"
          checked={useWallet && covers}
          disabled={!covers}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
      </Row>
      <div id={hintId}>
        {available === null ? (
          <Skeleton width="12rem" />
        ) : (
          <>
            <Hint>
              {intl.formatMessage(walletSwitchMessages.balance, {
                balance: formatMoney(available, countryId),
              })}
            </Hint>
            <Hint>
              {covers
                ? intl.formatMessage(walletSwitchMessages.covers, {
                    amount: formatMoney(amountDue, countryId),
                  })
                : intl.formatMessage(walletSwitchMessages.short, {
                    amount: formatMoney(amountDue, countryId),
                    missing: formatMoney(roundMoney(amountDue - available), countryId),
                  })}
            </Hint>
          </>
        )}
      </div>
    </Card>
  );
}
