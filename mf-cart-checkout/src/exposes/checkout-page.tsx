import { catalogueCache } from '@barrio/shared/i18n';
import { CheckoutPageView } from '../features/checkout/components/checkout-page-view';
import { loadCartCheckoutCatalogue } from '../lang/load-catalogue';
import { RemoteRoot } from '../shell-context/remote-root';
import type { CheckoutPageProps, PrepareExposedModule } from '@barrio/shared/contract';

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

/** The checkout's messages in the locale, loaded before it renders (a page hydrating the server's). */
export const prepare: PrepareExposedModule = (locale) =>
  catalogueCache.load(loadCartCheckoutCatalogue, locale);
