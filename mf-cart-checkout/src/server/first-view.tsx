// mf-cart-checkout's server bundle (built to dist/server/first-view.js, deployed with each
// version): the gateway renders with it, from the version the registry points at, the
// add-to-cart control on the shop page's cards and the checkout's frame, as the browser then
// hydrates them.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { CartServerBundle } from '@barrio/shared/first-view';
import type { SupportedLocale } from '@barrio/shared/i18n';
import { catalogueCache } from '@barrio/shared/i18n';
import { shopQueryOptions } from '../features/checkout/api/get-shop';
import { loadCartCheckoutCatalogue } from '../lang/load-catalogue';

export { default as ProductCartControl } from '../exposes/product-cart-control';
export { default as CheckoutPage } from '../exposes/checkout-page';

/** The build label the browser build reports (the federation runtime plugin's). */
export const buildLabel = process.env.BARRIO_BUILD_LABEL ?? '';

/** Loads the control's messages for the locale, so that the page renders with them at once. */
export function prepareProductCartControl(locale: SupportedLocale): Promise<unknown> {
  return catalogueCache.load(loadCartCheckoutCatalogue, locale);
}

/**
 * The checkout's answers under its own keys (the shop, which the server already read), with its
 * messages loaded: the browser then starts from the shop, and draws the form as soon as it has
 * hydrated the frame.
 */
export async function prepareCheckoutPage({
  shop,
  locale,
}: Parameters<CartServerBundle['prepareCheckoutPage']>[0]): Promise<DehydratedState> {
  await catalogueCache.load(loadCartCheckoutCatalogue, locale);
  const client = new QueryClient();
  client.setQueryData(shopQueryOptions(shop.slug).queryKey, shop);
  const state = dehydrate(client);
  client.clear();
  return state;
}
