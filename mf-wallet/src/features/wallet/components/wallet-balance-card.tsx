import { commonMessages } from '@barrio/shared/i18n';
import { Button, Card, Notice, Skeleton } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useWalletBalance } from '../../../wallet-account/get-wallet-balance';
import { walletMessages } from '../messages';

export interface WalletBalanceCardProps {
  customerId: number;
  countryId: number | null;
}

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function WalletBalanceCard({ customerId, countryId }: WalletBalanceCardProps) {
  const intl = useIntl();
  const balance = useWalletBalance(customerId);

  if (balance.isError) {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void balance.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(walletMessages.balanceError)}
      </Notice>
    );
  }

  return (
    <Card elevated aria-busy={balance.isPending || undefined} data-testid="wallet-balance">
      <Label>{intl.formatMessage(walletMessages.balanceLabel)}</Label>
      {balance.isPending ? (
        <Skeleton width="10rem" height="2rem" />
      ) : (
        <Amount>{formatMoney(balance.data, countryId)}</Amount>
      )}
    </Card>
  );
}
