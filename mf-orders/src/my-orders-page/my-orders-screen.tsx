import { Stack } from '@barrio/shared/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NeighbourInvitations } from '../features/neighbour-invitations/components/neighbour-invitations';
import { NeighbourOrders } from '../features/neighbour-orders/components/neighbour-orders';
import { PickupPointOrders } from '../features/pickup-point-orders/components/pickup-point-orders';
import type { MyOrdersSlots } from '../features/my-orders/my-orders-slots';
import { useOrdersCustomer } from '../features/my-orders/hooks/use-orders-customer';
import { useRefreshOnOrderPlaced } from '../features/my-orders/hooks/use-refresh-on-order-placed';
import { useSelectedOrder } from '../order/hooks/use-selected-order';
import { myOrdersMessages } from '../features/my-orders/messages';
import { OrderDetail } from '../features/my-orders/components/order-detail';
import { OrderList } from '../features/my-orders/components/order-list';
import { SignInPrompt } from '../features/my-orders/components/sign-in-prompt';

export interface MyOrdersScreenProps {
  shopSlug: string;
  slots?: MyOrdersSlots | undefined;
}

// Same reading width and gutters as the cart, so the page never runs into the screen edges.
const Page = styled(Stack)`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-bottom: -${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

export function MyOrdersScreen({ shopSlug, slots }: MyOrdersScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const { customer, deliveryCodeEnabled } = useOrdersCustomer();
  const { orderId, close } = useSelectedOrder();
  useRefreshOnOrderPlaced();

  return (
    <Page forwardedAs="section" aria-labelledby={headingId} gap="lg" data-testid="my-orders-page">
      <BackLink to={`/${shopSlug}`}>{intl.formatMessage(myOrdersMessages.backToShop)}</BackLink>
      <Title id={headingId}>{intl.formatMessage(myOrdersMessages.title)}</Title>
      {!customer && <SignInPrompt />}
      {customer && orderId && (
        <OrderDetail
          orderId={orderId}
          customerId={customer.id}
          deliveryCodeEnabled={deliveryCodeEnabled}
          productPicker={slots?.productPicker}
          onBack={close}
        />
      )}
      {customer && !orderId && <NeighbourInvitations />}
      {customer && !orderId && <OrderList customerId={customer.id} />}
      {customer && !orderId && typeof customer.community_leader_id === 'number' && (
        <NeighbourOrders leaderId={customer.community_leader_id} />
      )}
      {customer && !orderId && typeof customer.community_leader_id === 'number' && (
        <PickupPointOrders leaderId={customer.community_leader_id} />
      )}
    </Page>
  );
}
