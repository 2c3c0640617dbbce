import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import { MyOrdersScreen } from '../my-orders-page/my-orders-screen';
import { loadOrdersCatalogue } from '../lang/load-catalogue';
import type { MyOrdersPageProps } from '@barrio/shared/contract';

export type { MyOrdersPageProps, MyOrdersSlots, PickedProduct } from '@barrio/shared/contract';

/** The signed-in customer's orders, an order's detail, cancellation and delivery code. */
export default function MyOrdersPage({ shopSlug, slots }: MyOrdersPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <MyOrdersScreen shopSlug={shopSlug} slots={slots} />
    </RemoteMessages>
  );
}
