// The contract between the gateway, which composes a shop page's first screen on the server,
// and the apps that own its parts (the shell's frame, mf-catalog's catalogue). Browser-safe:
// the rendering helper for the server bundles lives in ./server.
import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_STATE_ID } from './inline-ids';
import type { Shop } from '../contract/api/shop';
import type { SupportedLocale } from '../i18n/locales';

/** The element holding the server's markup until the client has rendered the same screen. */
export const FIRST_VIEW_ELEMENT_ID = 'barrio-first-view';
/** The server's styles, dropped with its markup. */
export const FIRST_VIEW_STYLES_ID = 'barrio-first-view-styles';
/**
 * Set by the catalogue on its first screen once it shows its data in the client: the sign
 * that the client's page can take the server's place.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The public API answers the first screen needs, as the gateway answers them. */
export interface CatalogFirstViewData {
  shop: Shop;
  banners: unknown;
  menus: unknown;
  categories: unknown;
  brands: unknown;
  /** The first page of `GET /api/products?catalog_id=…` without filters. */
  products: unknown;
}

/**
 * The cookie that carries the shopper's low-data switch to the gateway, so the shop page's first
 * view drawn on the server asks for the lite pictures too (the browser's data saver says the same
 * with `Save-Data: on`). It holds nothing but the switch.
 */
export const LOW_DATA_COOKIE = 'barrio_low_data';

export interface CatalogFirstViewInput extends CatalogFirstViewData {
  locale: SupportedLocale;
  /** Draw the page as low-data mode does (lite pictures): `Save-Data: on` or the shopper's switch. */
  lowData?: boolean;
}

export interface ShellFirstViewInput {
  shop: Shop;
  locale: SupportedLocale;
  /** The route's own markup (mf-catalog's), placed in the shell's main column. */
  mainHtml: string;
}

export interface RenderedFirstView {
  html: string;
  css: string;
  /** The query cache entries the markup was rendered from. */
  queries: DehydratedState;
}

/** What mf-catalog's server bundle (`server/first-view.js` in its build) exports. */
export interface CatalogServerBundle {
  renderFirstView(input: CatalogFirstViewInput): Promise<RenderedFirstView>;
}

/** What the shell's server bundle (`server/first-view.js` in its build) exports. */
export interface ShellServerBundle {
  /** The locale the shell shows a shop in, for a `?locale=` asked or none. */
  firstViewLocale(countryId: number, requested: string | null): SupportedLocale;
  renderFirstView(input: ShellFirstViewInput): Promise<RenderedFirstView>;
}

/** The query caches the server wrote into the page (one per app); none on a plain page. */
export function readFirstViewState(doc: Document = document): DehydratedState[] {
  const element = doc.getElementById(FIRST_VIEW_STATE_ID);
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? (parsed as DehydratedState[]) : [];
  } catch {
    return [];
  }
}

export { FIRST_VIEW_SOURCES_ID, FIRST_VIEW_STATE_ID } from './inline-ids';
