// The contract between the gateway, which renders a shop page's first screen on the server, and
// the apps that own its parts: the shell renders the page (its frame and routes) and mf-catalog
// the catalogue inside it, each from its own server bundle; the browser then hydrates that
// markup. mf-cart-checkout's bundle renders the add-to-cart control the catalogue places on its
// cards, and the checkout's frame. Browser-safe: the rendering helper for the server bundles lives
// in ./server.
import type { DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { FIRST_VIEW_RENDER_ID, FIRST_VIEW_STATE_ID } from './inline-ids';
import type { Shop } from '../contract/api/shop';
import type { ExposedModuleId, ExposedModules } from '../contract/exposed-modules';
import type { SupportedLocale } from '../i18n/locales';

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

/** What the server renders any page of a shop's from: the shop, and how its frame is drawn. */
export interface ShopFrameData {
  shop: Shop;
  /**
   * The feature flags whose value is the same for every visitor of the shop (a partial rollout,
   * which depends on the visitor, is left out): the page's frame is drawn with them.
   */
  flags: Record<string, boolean>;
}

/** What the server renders the shop page from. */
export interface ShopPageData extends CatalogFirstViewData, ShopFrameData {}

/**
 * A shop's subpage the server renders too: the checkout, whose first screen (its title and the
 * form's outline) needs nothing but the shop. Its content is the cart, which only the browser
 * knows, so the server draws the frame and the browser fills it once it has hydrated.
 */
export type ServerRenderedSubpage = 'checkout';

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

/** A remote's exposed module, rendered on the server inside the shell's page. */
export type ServerRenderedModule = {
  [Id in ExposedModuleId]: {
    module: Id;
    /** The very component the remote exposes to the browser. */
    component: ComponentType<ExposedModules[Id]>;
    /** The registry version it was rendered from, and its build: the page names both. */
    version: string;
    build: string;
    /** The answers it renders from, under its own query keys (none for a control). */
    queries?: DehydratedState;
  };
}[ExposedModuleId];

export interface ShopPageInput {
  shop: Shop;
  locale: SupportedLocale;
  /** ShopPageData's flags. */
  flags: Record<string, boolean>;
  /** Draw the page as low-data mode does (lite pictures). */
  lowData: boolean;
  /** The route's own modules, rendered in their slots; every other slot keeps its placeholder. */
  modules: ServerRenderedModule[];
  /** The shop's subpage to render instead of the shop page itself. */
  subpage?: ServerRenderedSubpage;
}

export interface RenderedPage {
  /** What goes inside the page's root element, for the browser to hydrate. */
  html: string;
  /** styled-components' style tags for every rule the markup uses (the browser adopts them). */
  styles: string;
  /** The query cache the markup was rendered from, for the browser to start from. */
  queries: DehydratedState;
}

/** What mf-catalog's server bundle (`server/first-view.js` in its build) exports. */
export interface CatalogServerBundle {
  /** The shop page, as mf-catalog exposes it to the browser (`mf_catalog/ShopPage`). */
  ShopPage: ComponentType<ExposedModules['mf_catalog/ShopPage']>;
  /** The build label its browser build reports (data-remote-build). */
  buildLabel: string;
  /**
   * The first screen's answers under the keys the page reads them from; loads the catalogue's
   * messages for the locale, so that the page renders with them at once.
   */
  prepareShopPage(input: CatalogFirstViewInput): Promise<DehydratedState>;
}

/** What mf-cart-checkout's server bundle (`server/first-view.js` in its build) exports. */
export interface CartServerBundle {
  /** The add-to-cart control the catalogue places on its cards (`mf_cart_checkout/ProductCartControl`). */
  ProductCartControl: ComponentType<ExposedModules['mf_cart_checkout/ProductCartControl']>;
  /** The build label its browser build reports. */
  buildLabel: string;
  /** Loads the control's messages for the locale, so that it renders with them at once. */
  prepareProductCartControl(locale: SupportedLocale): Promise<unknown>;
  /**
   * The checkout (`mf_cart_checkout/CheckoutPage`); on the server, and in the browser until it
   * has hydrated, it draws its frame only (its title and the form's outline), never a cart.
   */
  CheckoutPage: ComponentType<ExposedModules['mf_cart_checkout/CheckoutPage']>;
  /**
   * The checkout's answers under the keys it reads them from (the shop); loads its messages for
   * the locale, so that it renders with them at once.
   */
  prepareCheckoutPage(input: { shop: Shop; locale: SupportedLocale }): Promise<DehydratedState>;
}

/** What the shell's server bundle (`server/first-view.js` in its build) exports. */
export interface ShellServerBundle {
  /** The locale the shell shows a shop in, for a `?locale=` asked or none. */
  firstViewLocale(countryId: number, requested: string | null): SupportedLocale;
  /** The whole shop page (or `input.subpage`) as the browser first renders it, for a guest. */
  renderShopPage(input: ShopPageInput): Promise<RenderedPage>;
}

/**
 * How the server rendered the page, written into it: the browser hydrates the markup only when
 * it would render the same (the locale a visitor chose earlier in the tab, or low-data mode on
 * without its cookie, make it render another page; it then renders its own).
 */
export interface ServerRenderInfo {
  shopSlug: string;
  countryId: number;
  locale: SupportedLocale;
  lowData: boolean;
  /** The exposed modules rendered in their slots. */
  modules: ExposedModuleId[];
  /** The shop's subpage rendered, when not the shop page itself. */
  subpage?: ServerRenderedSubpage;
}

function readInlineJson(id: string, doc: Document): unknown {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

/** How the server rendered this page, or null for a page the browser renders alone. */
export function readServerRenderInfo(doc: Document = document): ServerRenderInfo | null {
  const info = readInlineJson(FIRST_VIEW_RENDER_ID, doc) as Partial<ServerRenderInfo> | null;
  if (
    typeof info?.shopSlug !== 'string' ||
    typeof info.countryId !== 'number' ||
    typeof info.locale !== 'string' ||
    typeof info.lowData !== 'boolean' ||
    !Array.isArray(info.modules)
  ) {
    return null;
  }
  return info as ServerRenderInfo;
}

/** The query caches the server wrote into the page (one per app); none on a plain page. */
export function readFirstViewState(doc: Document = document): DehydratedState[] {
  const parsed = readInlineJson(FIRST_VIEW_STATE_ID, doc);
  return Array.isArray(parsed) ? (parsed as DehydratedState[]) : [];
}

export {
  FIRST_VIEW_RENDER_ID,
  FIRST_VIEW_SOURCES_ID,
  FIRST_VIEW_STATE_ID,
  SHELL_VERSION_META,
} from './inline-ids';
