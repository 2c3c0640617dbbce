import path from 'node:path';
import type { Logger } from 'pino';
import {
  FIRST_VIEW_RENDER_ID,
  FIRST_VIEW_SOURCES_ID,
  FIRST_VIEW_STATE_ID,
  type CartServerBundle,
  type CatalogServerBundle,
  type RenderedPage,
  type ServerRenderInfo,
  type ShellServerBundle,
} from '@barrio/shared/first-view';
import { KEPT_TAPS_SCRIPT } from '@barrio/shared/first-view/kept-taps';
import { isSupportedLocale } from '@barrio/shared/i18n';
import type { FirstViewDataLoader, ShopFrameDataLoader } from './first-view-data';
import { inlineJson } from './inline-json';
import type { PublicRegistry } from './remotes-registry';
import { ServerBundles } from './server-bundles';

/** What the server adds to the shell's index.html: the page's markup, and what it needs. */
export interface ServerMarkup {
  /** Preloads of the first screen's high-priority images, to go before the page's scripts. */
  hints: string;
  /** Styles and the inline JSON the page starts from. */
  head: string;
  /** The page's markup, inside its root element, for the browser to hydrate. */
  root: string;
  /** The language the page is in. */
  lang: string;
  /**
   * Whether the markup is the page whole, links and all (the shop page), or a frame only the
   * browser's script fills (the checkout, which then keeps its notice for a browser without).
   */
  worksWithoutScript: boolean;
}

const CATALOG_FOLDER = 'mf-catalog';
const CATALOG_MODULE = 'mf_catalog/ShopPage';
const CART_FOLDER = 'mf-cart-checkout';
const CART_CONTROL_MODULE = 'mf_cart_checkout/ProductCartControl';
const CHECKOUT_MODULE = 'mf_cart_checkout/CheckoutPage';

// Rendering a first view costs tens of milliseconds of CPU; the same shop in the same locale
// from the same builds is rendered once for this long. Catalogue answers may be this old in
// shared caches too (`public, max-age=30` and more), and a deploy changes the key at once.
export const RENDERED_TTL_MS = 30_000;
const RENDERED_MAX_ENTRIES = 500;

function isShellBundle(module: unknown): module is ShellServerBundle {
  const candidate = module as Partial<ShellServerBundle> | null;
  return (
    typeof candidate?.renderShopPage === 'function' &&
    typeof candidate.firstViewLocale === 'function'
  );
}

function isCatalogBundle(module: unknown): module is CatalogServerBundle {
  const candidate = module as Partial<CatalogServerBundle> | null;
  return (
    typeof candidate?.prepareShopPage === 'function' &&
    typeof candidate.ShopPage === 'function' &&
    typeof candidate.buildLabel === 'string'
  );
}

function isCartBundle(module: unknown): module is CartServerBundle {
  const candidate = module as Partial<CartServerBundle> | null;
  return (
    typeof candidate?.prepareProductCartControl === 'function' &&
    typeof candidate.ProductCartControl === 'function' &&
    typeof candidate.buildLabel === 'string'
  );
}

function isCheckoutBundle(module: unknown): module is CartServerBundle {
  const candidate = module as Partial<CartServerBundle> | null;
  return (
    isCartBundle(module) &&
    typeof candidate?.CheckoutPage === 'function' &&
    typeof candidate.prepareCheckoutPage === 'function'
  );
}

/** A remote's deployed build whose server bundle renders part of the page. */
interface RenderingRemote<Bundle> {
  bundle: Bundle;
  version: string;
}

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const IMAGE_SOURCE = /\ssrc="([^"]+)"/i;
const IMAGE_SOURCE_SET = /\ssrcset="([^"]+)"/i;
const IMAGE_SIZES = /\ssizes="([^"]+)"/i;

/**
 * Preloads for the images the rendered screen marks `fetchpriority="high"` (the first product
 * pictures, the largest paint). In the body they are found only after the head's scripts and
 * preloads have taken the browser's few connections; hinted first in the head, they are not
 * queued behind them. A picture offered at several widths is hinted with the same choice
 * (`imagesrcset`, `imagesizes`), so the browser preloads the very file the page then shows.
 * Attribute values are copied as rendered (already escaped).
 */
function imageHints(html: string): string {
  const hints: string[] = [];
  for (const [tag] of html.matchAll(HIGH_PRIORITY_IMAGE)) {
    const src = IMAGE_SOURCE.exec(tag)?.[1];
    if (!src) continue;
    const srcset = IMAGE_SOURCE_SET.exec(tag)?.[1];
    const sizes = IMAGE_SIZES.exec(tag)?.[1];
    const choice = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
    hints.push(`<link rel="preload" as="image" fetchpriority="high" href="${src}"${choice}>`);
  }
  return [...new Set(hints)].join('');
}

// React's server renderer writes a preload for each high-priority image where the markup
// first needs it; the head hints the same pictures first (imageHints), so these would only
// repeat them.
const REACT_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

function withoutImagePreloads(html: string): string {
  return html.replace(REACT_IMAGE_PRELOAD, '');
}

/** The API reads the inline answers stand for: the service worker keeps them for offline use. */
function firstViewSources(
  shop: { slug: string; catalog_id: number; country_id: number },
  locale: string,
): string[] {
  const catalog = `catalog_id=${shop.catalog_id}`;
  const inLocale = `locale=${encodeURIComponent(locale)}`;
  return [
    `/api/shops/${encodeURIComponent(shop.slug)}`,
    `/api/banners?${catalog}&${inLocale}`,
    `/api/menus?${catalog}&${inLocale}`,
    `/api/categories/${shop.catalog_id}?${inLocale}`,
    `/api/brands?country_id=${shop.country_id}&${catalog}`,
    `/api/products?${catalog}&${inLocale}`,
  ];
}

/**
 * What goes into the head for a page the server rendered: the tap keeper first (a tap on the
 * markup is kept from the first paint), the page's styles, and the inline JSON it starts from.
 */
function headOf(page: RenderedPage, sources: string[], info: ServerRenderInfo): string {
  return (
    `<script>${KEPT_TAPS_SCRIPT}</script>` +
    page.styles +
    `<script id="${FIRST_VIEW_STATE_ID}" type="application/json">${inlineJson([page.queries])}</script>` +
    `<script id="${FIRST_VIEW_SOURCES_ID}" type="application/json">${inlineJson(sources)}</script>` +
    `<script id="${FIRST_VIEW_RENDER_ID}" type="application/json">${inlineJson(info)}</script>`
  );
}

/**
 * Renders the shop page on the server with the apps' own server bundles, from data read
 * in-process: the shell's page (its routes, layout and providers) from the published shell, in
 * its slot the catalogue from the mf-catalog version the registry points at, and on its cards
 * the add-to-cart control from the mf-cart-checkout version the registry points at. Public content
 * only (a guest's page), so one answer suits every visitor. Anything missing or failing gives
 * null: the page is then the browser's alone.
 */
export class ServerFirstView {
  private readonly bundles: ServerBundles;
  private readonly rendered = new Map<
    string,
    { at: number; markup: Promise<ServerMarkup | null> }
  >();

  constructor(
    private readonly shellDir: string,
    private readonly remotesDir: string,
    private readonly loadData: FirstViewDataLoader,
    private readonly logger: Logger,
    librariesFrom: string,
    /** The checkout's data; without it the checkout is the browser's alone. */
    private readonly loadFrame?: ShopFrameDataLoader,
  ) {
    this.bundles = new ServerBundles(logger, librariesFrom);
  }

  async render(
    slug: string,
    requestedLocale: string | null,
    registry: PublicRegistry,
    lowData = false,
    /** The shell release to render with (a canary's folder for its visitors). */
    shellDir = this.shellDir,
  ): Promise<ServerMarkup | null> {
    const catalogVersion = registry.remotes[CATALOG_FOLDER]?.version;
    const cartVersion = registry.remotes[CART_FOLDER]?.version;
    // A remote served by its dev server has no deployed build to render with.
    if (!catalogVersion || catalogVersion === 'dev' || !cartVersion || cartVersion === 'dev') {
      return null;
    }
    try {
      const [shell, catalog, cart] = await Promise.all([
        this.bundles.load(shellDir, isShellBundle),
        this.bundles.load(
          path.join(this.remotesDir, CATALOG_FOLDER, catalogVersion),
          isCatalogBundle,
        ),
        this.bundles.load(path.join(this.remotesDir, CART_FOLDER, cartVersion), isCartBundle),
      ]);
      if (!shell || !catalog || !cart) return null;
      // Only a supported locale changes the page: anything else is the country's locale.
      const locale = isSupportedLocale(requestedLocale) ? requestedLocale : null;
      const key = JSON.stringify([slug, locale, lowData, shell.stamp, catalog.stamp, cart.stamp]);
      return await this.once(key, () =>
        this.renderWith(
          shell.bundle,
          { bundle: catalog.bundle, version: catalogVersion },
          { bundle: cart.bundle, version: cartVersion },
          slug,
          locale,
          lowData,
        ),
      );
    } catch (error) {
      this.logger.warn(
        { err: error, slug },
        'the first view could not be rendered; served without',
      );
      return null;
    }
  }

  private remember(key: string, entry: { at: number; markup: Promise<ServerMarkup | null> }): void {
    this.rendered.delete(key);
    this.rendered.set(key, entry);
    // A failure is not kept: the next request tries again.
    entry.markup.catch(() => this.rendered.delete(key));
    // The oldest entry goes first (a Map keeps insertion order).
    while (this.rendered.size > RENDERED_MAX_ENTRIES) {
      const oldest = this.rendered.keys().next().value;
      if (oldest === undefined) break;
      this.rendered.delete(oldest);
    }
  }

  private async renderWith(
    shell: ShellServerBundle,
    catalog: RenderingRemote<CatalogServerBundle>,
    cart: RenderingRemote<CartServerBundle>,
    slug: string,
    requestedLocale: string | null,
    lowData: boolean,
  ): Promise<ServerMarkup | null> {
    const localeFor = (countryId: number) => shell.firstViewLocale(countryId, requestedLocale);
    const data = await this.loadData(slug, localeFor);
    if (!data) return null;
    const locale = localeFor(data.shop.country_id);
    const [catalogQueries] = await Promise.all([
      catalog.bundle.prepareShopPage({ ...data, locale, lowData }),
      cart.bundle.prepareProductCartControl(locale),
    ]);
    const page = await shell.renderShopPage({
      shop: data.shop,
      flags: data.flags,
      locale,
      lowData,
      modules: [
        {
          module: CATALOG_MODULE,
          component: catalog.bundle.ShopPage,
          version: catalog.version,
          build: catalog.bundle.buildLabel,
          queries: catalogQueries,
        },
        {
          module: CART_CONTROL_MODULE,
          component: cart.bundle.ProductCartControl,
          version: cart.version,
          build: cart.bundle.buildLabel,
        },
      ],
    });
    const html = withoutImagePreloads(page.html);
    const info: ServerRenderInfo = {
      shopSlug: slug,
      countryId: data.shop.country_id,
      locale,
      lowData,
      modules: [CATALOG_MODULE, CART_CONTROL_MODULE],
    };
    return {
      hints: imageHints(html),
      head: headOf(page, firstViewSources(data.shop, locale), info),
      root: html,
      lang: locale,
      worksWithoutScript: true,
    };
  }

  /**
   * Renders the checkout's frame (the shell's page with the checkout's title and the form's
   * outline) with the shell's and mf-cart-checkout's server bundles: its largest text then comes
   * with the first paint, not after the scripts. The cart lives in the browser, so the frame is
   * the same for everyone; null as for the shop page.
   */
  async renderCheckout(
    slug: string,
    requestedLocale: string | null,
    registry: PublicRegistry,
    lowData = false,
    shellDir = this.shellDir,
  ): Promise<ServerMarkup | null> {
    const cartVersion = registry.remotes[CART_FOLDER]?.version;
    if (!this.loadFrame || !cartVersion || cartVersion === 'dev') return null;
    const loadFrame = this.loadFrame;
    try {
      const [shell, cart] = await Promise.all([
        this.bundles.load(shellDir, isShellBundle),
        this.bundles.load(path.join(this.remotesDir, CART_FOLDER, cartVersion), isCheckoutBundle),
      ]);
      if (!shell || !cart) return null;
      const locale = isSupportedLocale(requestedLocale) ? requestedLocale : null;
      const key = JSON.stringify(['checkout', slug, locale, lowData, shell.stamp, cart.stamp]);
      return await this.once(key, async () => {
        const data = await loadFrame(slug);
        if (!data) return null;
        const pageLocale = shell.bundle.firstViewLocale(data.shop.country_id, locale);
        const queries = await cart.bundle.prepareCheckoutPage({
          shop: data.shop,
          locale: pageLocale,
        });
        const page = await shell.bundle.renderShopPage({
          shop: data.shop,
          flags: data.flags,
          locale: pageLocale,
          lowData,
          subpage: 'checkout',
          modules: [
            {
              module: CHECKOUT_MODULE,
              component: cart.bundle.CheckoutPage,
              version: cartVersion,
              build: cart.bundle.buildLabel,
              queries,
            },
          ],
        });
        const info: ServerRenderInfo = {
          shopSlug: slug,
          countryId: data.shop.country_id,
          locale: pageLocale,
          lowData,
          modules: [CHECKOUT_MODULE],
          subpage: 'checkout',
        };
        return {
          hints: '',
          head: headOf(page, [`/api/shops/${encodeURIComponent(data.shop.slug)}`], info),
          root: withoutImagePreloads(page.html),
          lang: pageLocale,
          worksWithoutScript: false,
        };
      });
    } catch (error) {
      this.logger.warn(
        { err: error, slug },
        "the checkout's frame could not be rendered; served without",
      );
      return null;
    }
  }

  /** What `make` renders for `key`, rendered once for RENDERED_TTL_MS. */
  private once(
    key: string,
    make: () => Promise<ServerMarkup | null>,
  ): Promise<ServerMarkup | null> {
    const now = Date.now();
    const cached = this.rendered.get(key);
    if (cached && now - cached.at < RENDERED_TTL_MS) return cached.markup;
    const markup = make();
    this.remember(key, { at: now, markup });
    return markup;
  }
}
