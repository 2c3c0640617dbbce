// The standalone page of this remote's team: each exposed module inside the shell's providers.
import { renderRemoteHarness } from '@barrio/shared/dev-harness';
import MyOrdersPage from './exposes/my-orders-page';
import ManagerOrderPage from './exposes/manager-order-page';

renderRemoteHarness({
  remote: 'mf-orders',
  views: {
    MyOrdersPage: ({ shopSlug }) => <MyOrdersPage shopSlug={shopSlug} />,
    ManagerOrderPage: ({ shopSlug }) => (
      <ManagerOrderPage
        shopSlug={shopSlug}
        orderId={new URLSearchParams(window.location.search).get('order') ?? ''}
      />
    ),
  },
});
