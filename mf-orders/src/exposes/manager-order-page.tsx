import { LoadingScreen } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import { ManagerOrderScreen } from '../features/manager-order/components/manager-order-screen';
import { loadOrdersCatalogue } from '../lang/load-catalogue';
import type { ManagerOrderPageProps } from '@barrio/shared/contract';

export type { ManagerOrderPageProps };

/** The shop owner's order page (manager site): customer, lines, total and delivery confirmation. */
export default function ManagerOrderPage({ shopSlug, orderId }: ManagerOrderPageProps) {
  return (
    <RemoteMessages load={loadOrdersCatalogue} fallback={<LoadingScreen />}>
      <ManagerOrderScreen shopSlug={shopSlug} orderId={orderId} />
    </RemoteMessages>
  );
}
