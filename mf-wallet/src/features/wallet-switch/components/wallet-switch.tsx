import { track } from '@barrio/shared/analytics';
import { bus, useBusState } from '@barrio/shared/bus';
import { Button, Card, Notice, Skeleton } from '@barrio/shared/design-system';
import { formatMoney, splitWalletPayment } from '@barrio/shared/domain';
import { commonMessages } from '@barrio/shared/i18n';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWalletBalance } from '../../../wallet-account/get-wallet-balance';
import { useWalletContext } from '../../../wallet-account/use-wallet-context';
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
 * Lets an eligible customer pay at checkout with the wallet. This switch owns the choice: the
 * bus holds it (a state event) and checkout only follows it, so the two never disagree. The
 * wallet pays what its balance covers; checkout collects the rest with the chosen method.
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
  const usable = available !== null && available > 0;
  const split = splitWalletPayment(amountDue, available);

  // A choice made earlier must not outlive what allows it (sign-out, an emptied wallet); the
  // balance rides along so that checkout shows the same split as this switch.
  useEffect(() => {
    if (useWallet && (!offered || (available !== null && !usable))) {
      publishChoice(false, available);
    } else if (useWallet && choice?.balance !== available) {
      publishChoice(true, available);
    }
  }, [useWallet, offered, available, usable, choice?.balance]);

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
          checked={useWallet && usable}
          disabled={!usable}
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
            <Hint data-testid="wallet-switch-hint">
              {!usable
                ? intl.formatMessage(walletSwitchMessages.empty)
                : split.remainder === 0
                  ? intl.formatMessage(walletSwitchMessages.covers, {
                      amount: formatMoney(amountDue, countryId),
                    })
                  : intl.formatMessage(walletSwitchMessages.partial, {
                      wallet: formatMoney(split.walletDebit, countryId),
                      missing: formatMoney(split.remainder, countryId),
                    })}
            </Hint>
          </>
        )}
      </div>
    </Card>
  );
}
