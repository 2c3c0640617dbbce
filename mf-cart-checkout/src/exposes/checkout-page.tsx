import { CheckoutPageView } from '../features/checkout/components/checkout-page-view';
import { RemoteRoot } from '../features/shell-context/remote-root';

export interface CheckoutPageProps {
  shopSlug: string;
}

/** `/:shop/checkout`: buyer form, delivery or pickup, coupon, payment and submission. */
export default function CheckoutPage({ shopSlug }: CheckoutPageProps) {
  return (
    <RemoteRoot>
      <CheckoutPageView shopSlug={shopSlug} />
    </RemoteRoot>
  );
}
