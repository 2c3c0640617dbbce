// mf-cart-checkout's server bundle (built to dist/server/first-view.js, deployed with each
// version): the gateway renders the add-to-cart control on the shop page's cards with it, from
// the version the registry points at, as the browser then hydrates it.
import type { SupportedLocale } from '@barrio/shared/i18n';
import { catalogueCache } from '@barrio/shared/i18n';
import { loadCartCheckoutCatalogue } from '../lang/load-catalogue';

export { default as ProductCartControl } from '../exposes/product-cart-control';

/** The build label the browser build reports (the federation runtime plugin's). */
export const buildLabel = process.env.BARRIO_BUILD_LABEL ?? '';

/** Loads the control's messages for the locale, so that the page renders with them at once. */
export function prepareProductCartControl(locale: SupportedLocale): Promise<unknown> {
  return catalogueCache.load(loadCartCheckoutCatalogue, locale);
}
