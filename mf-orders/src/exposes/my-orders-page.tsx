import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import { MyOrdersScreen } from '../features/my-orders/components/my-orders-screen';
import type { MyOrdersSlots } from '../features/my-orders/my-orders-slots';
import { loadOrdersCatalogue } from '../lang/load-catalogue';

export type { MyOrdersSlots, PickedProduct } from '../features/my-orders/my-orders-slots';

export interface MyOrdersPageProps {
  shopSlug: string;
  slots?: MyOrdersSlots;
}

/** The signed-in customer's orders, an order's detail, cancellation and delivery code. */
export default function MyOrdersPage({ shopSlug, slots }: MyOrdersPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <MyOrdersScreen shopSlug={shopSlug} slots={slots} />
    </RemoteMessages>
  );
}
