import { Stack } from '@barrio/shared/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOrdersCustomer } from '../hooks/use-orders-customer';
import { useRefreshOnOrderPlaced } from '../hooks/use-refresh-on-order-placed';
import { useSelectedOrder } from '../hooks/use-selected-order';
import { myOrdersMessages } from '../messages';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';
import { SignInPrompt } from './sign-in-prompt';

export interface MyOrdersScreenProps {
  shopSlug: string;
}

export function MyOrdersScreen({ shopSlug }: MyOrdersScreenProps) {
  const intl = useIntl();
  const headingId = useId();
  const { customer, deliveryCodeEnabled } = useOrdersCustomer();
  const { orderId, close } = useSelectedOrder();
  useRefreshOnOrderPlaced();

  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg" data-testid="my-orders-page">
      <Link to={`/${shopSlug}`}>{intl.formatMessage(myOrdersMessages.backToShop)}</Link>
      <h1 id={headingId}>{intl.formatMessage(myOrdersMessages.title)}</h1>
      {!customer && <SignInPrompt />}
      {customer && orderId && (
        <OrderDetail
          orderId={orderId}
          customerId={customer.id}
          deliveryCodeEnabled={deliveryCodeEnabled}
          onBack={close}
        />
      )}
      {customer && !orderId && <OrderList customerId={customer.id} />}
    </Stack>
  );
}
