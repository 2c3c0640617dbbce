import type { CheckoutSlots } from '../features/checkout/checkout-slots';
import { CheckoutPageView } from '../features/checkout/components/checkout-page-view';
import { RemoteRoot } from '../features/shell-context/remote-root';

export type { CheckoutSlots } from '../features/checkout/checkout-slots';

export interface CheckoutPageProps {
  shopSlug: string;
  /**
   * The pickup point picker, the address picker and the wallet switch of other remotes, placed
   * here by the shell. Each is optional: the page works alone (the dev harness, tests, or a
   * remote that is down), picking up at the shop and taking a typed address.
   */
  slots?: CheckoutSlots;
}

/** `/:shop/checkout`: buyer form, delivery or pickup, coupon, payment and submission. */
export default function CheckoutPage({ shopSlug, slots }: CheckoutPageProps) {
  return (
    <RemoteRoot>
      <CheckoutPageView shopSlug={shopSlug} slots={slots} />
    </RemoteRoot>
  );
}
