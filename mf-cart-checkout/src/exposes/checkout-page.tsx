import { CheckoutPageView } from '../features/checkout/components/checkout-page-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { CheckoutPageProps } from '@barrio/shared/contract';

export type { CheckoutSlots } from '../features/checkout/checkout-slots';

export type { CheckoutPageProps };

/** `/:shop/checkout`: buyer form, delivery or pickup, coupon, payment and submission. */
export default function CheckoutPage({ shopSlug, slots }: CheckoutPageProps) {
  return (
    <RemoteRoot>
      <CheckoutPageView shopSlug={shopSlug} slots={slots} />
    </RemoteRoot>
  );
}
