import { commonMessages } from '@barrio/shared/i18n';
import { Badge, Button, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { formatMoney } from '@barrio/shared/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useWalletMovements, type WalletMovement } from '../api/get-wallet-movements';
import { walletMessages } from '../messages';

export interface WalletMovementsListProps {
  customerId: number;
  countryId: number | null;
  /** Where the order a movement belongs to opens (my orders of this shop). */
  shopSlug: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amount = styled.span<{ $credit: boolean }>`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.text)};
`;

const kindMessages: Record<WalletMovement['kind'], (typeof walletMessages)['movementCredit']> = {
  credit: walletMessages.movementCredit,
  debit: walletMessages.movementDebit,
  refund: walletMessages.movementRefund,
  adjustment: walletMessages.movementAdjustment,
};

function MovementRow({
  movement,
  countryId,
  shopSlug,
}: {
  movement: WalletMovement;
  countryId: number | null;
  shopSlug: string;
}) {
  const intl = useIntl();
  const credit = movement.amount.value >= 0;
  const amount = Math.abs(movement.amount.value);
  const kind = intl.formatMessage(kindMessages[movement.kind]);
  return (
    <Row data-testid="wallet-movement">
      <Details>
        <span>{movement.description}</span>
        <Muted>
          {intl.formatDate(movement.created_at, { dateStyle: 'medium' })}
          {movement.order_id ? (
            <>
              {' · '}
              <Link
                to={{
                  pathname: `/${shopSlug}/mis-pedidos`,
                  search: `?pedido=${encodeURIComponent(movement.order_id)}`,
                }}
                data-testid="wallet-movement-order"
              >
                {intl.formatMessage(walletMessages.movementOrder, {
                  orderId: movement.order_code ?? movement.order_id.slice(0, 8),
                })}
              </Link>
            </>
          ) : null}
        </Muted>
      </Details>
      <Stack gap="xxs" align="flex-end">
        <Amount $credit={credit}>{`${credit ? '+' : '−'}${formatMoney(amount, countryId)}`}</Amount>
        <Badge tone={credit ? 'success' : 'neutral'}>{kind}</Badge>
      </Stack>
    </Row>
  );
}

export function WalletMovementsList({ customerId, countryId, shopSlug }: WalletMovementsListProps) {
  const intl = useIntl();
  const headingId = useId();
  const movements = useWalletMovements(customerId);
  const all = movements.data?.pages.flatMap((page) => page.movements) ?? [];

  return (
    <Stack as="section" aria-labelledby={headingId} gap="sm">
      <h2 id={headingId}>{intl.formatMessage(walletMessages.movementsTitle)}</h2>
      {movements.isPending && <Skeleton lines={4} height="1.5rem" />}
      {movements.isError && !movements.isFetchNextPageError && (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void movements.refetch()}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(walletMessages.movementsError)}
        </Notice>
      )}
      {all.length === 0 && movements.isSuccess && (
        <Muted>{intl.formatMessage(walletMessages.movementsEmpty)}</Muted>
      )}
      {all.length > 0 && (
        <List>
          {all.map((movement) => (
            <MovementRow
              key={String(movement.id)}
              movement={movement}
              countryId={countryId}
              shopSlug={shopSlug}
            />
          ))}
        </List>
      )}
      {movements.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            loading={movements.isFetchingNextPage}
            onClick={() => void movements.fetchNextPage()}
          >
            {intl.formatMessage(walletMessages.movementsMore)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
