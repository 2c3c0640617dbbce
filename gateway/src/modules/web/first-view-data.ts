import type { ShopFrameData, ShopPageData } from '@barrio/shared/first-view';
import type { AppContext } from '../../app-context';
import { isAppError } from '../../errors/app-error';
import { listBanners, listBrands, listCategories, listMenus } from '../catalog/catalog-repository';
import { encodeCursor } from '../catalog/cursor';
import { countProducts, searchProducts, toCatalogProduct } from '../catalog/product-repository';
import { localizedText } from '../../db/localized-text';
import { DEFAULT_PAGE_SIZE } from '../catalog/routes';
import { flagsForEveryVisitor } from '../flags/flag-service';
import { getShop } from '../shops/shop-service';

/**
 * `localeFor` names the locale the page will be shown in once the shop's country is known; the
 * texts are read in it (translated where the catalogue has translations), as the page asks.
 */
export type FirstViewDataLoader = (
  slug: string,
  localeFor?: (countryId: number) => string | undefined,
) => Promise<ShopPageData | null>;

/** What any page of a shop's is drawn from on the server: the shop and its flags. */
export type ShopFrameDataLoader = (slug: string) => Promise<ShopFrameData | null>;

/** The shop as `GET /api/shops/{slug}` answers it; null for no shop, or a delivery point. */
async function shopToDraw(ctx: Pick<AppContext, 'db' | 'clock'>, slug: string) {
  let shop;
  try {
    shop = await getShop(ctx, slug);
  } catch (error) {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  }
  // A delivery point's slug is no shop page: the shell sends it elsewhere.
  return shop.act_as_delivery_point ? null : shop;
}

/** The shop and the flags every visitor of the shop gets; null as shopToDraw. */
export function shopFrameData(ctx: Pick<AppContext, 'db' | 'clock'>): ShopFrameDataLoader {
  return async (slug) => {
    const shop = await shopToDraw(ctx, slug);
    return shop ? { shop, flags: await flagsForEveryVisitor(ctx.db, shop) } : null;
  };
}

/**
 * The answers the shop page's first screen asks the API for (the shop, its banners, menus,
 * categories, brands and first product page), read in-process with the same repositories and
 * shaped as the API answers them, and the flags every visitor of the shop gets. Null for a slug
 * that is no shop's, or a delivery point's (the shell sends both elsewhere).
 */
export function firstViewData(ctx: Pick<AppContext, 'db' | 'clock'>): FirstViewDataLoader {
  return async (slug, localeFor) => {
    const shop = await shopToDraw(ctx, slug);
    if (!shop) return null;
    const catalogId = shop.catalog_id;
    const locale = localeFor?.(shop.country_id);
    const [banners, menus, categories, brands, rows, flags] = await Promise.all([
      listBanners(ctx.db, catalogId, ctx.clock.now(), locale),
      listMenus(ctx.db, catalogId, locale),
      listCategories(ctx.db, catalogId, locale),
      listBrands(ctx.db, shop.country_id, catalogId),
      // One row more than a page tells whether another page exists, as GET /api/products does.
      searchProducts(ctx.db, { catalogId, limit: DEFAULT_PAGE_SIZE + 1 }),
      flagsForEveryVisitor(ctx.db, shop),
    ]);
    const page = rows.slice(0, DEFAULT_PAGE_SIZE);
    const last = page[page.length - 1];
    const more = rows.length > DEFAULT_PAGE_SIZE;
    return {
      shop,
      flags,
      banners: banners.map((banner) => ({ ...banner, banner: { type: banner.type } })),
      menus,
      categories,
      brands,
      products: {
        items: page.map((row) => ({
          ...toCatalogProduct(row),
          name: localizedText(row.name, row.translations, locale, 'name'),
        })),
        next_cursor:
          more && last ? encodeCursor({ name: last.name_normalized, id: last.id }) : null,
        total: more ? await countProducts(ctx.db, { catalogId }) : rows.length,
      },
    };
  };
}
