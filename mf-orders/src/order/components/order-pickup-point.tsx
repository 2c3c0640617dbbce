import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../api/order-schema';
import { orderCommonMessages } from '../messages';

const Place = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Where the customer collects a pickup-point order; nothing for other orders. */
export function OrderPickupPoint({ order }: { order: Pick<Order, 'pickup_point'> }) {
  const intl = useIntl();
  if (!order.pickup_point) return null;
  return (
    <Place data-testid="order-pickup-point">
      {intl.formatMessage(orderCommonMessages.pickupPoint, {
        name: order.pickup_point.name,
        address: order.pickup_point.address,
      })}
    </Place>
  );
}
