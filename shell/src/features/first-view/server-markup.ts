import { readServerRenderInfo, type ServerRenderInfo } from '@barrio/shared/first-view';
import { LOCALE_QUERY_PARAM, SHOP_PATHS } from '../../config';
import { isLowDataMode } from '@barrio/shared/storage';
import { decideLocale } from '../../locale/decide-locale';
import { visitLocale } from '../../locale/visit-locale';

/**
 * How the server rendered this page, when the browser would render the very same: then it
 * hydrates the server's markup. The server renders what any guest sees first; the browser
 * renders another page when the visitor chose another language earlier in this tab (the
 * choice lives in the tab, out of the server's sight) or turned low-data mode on where its
 * cookie was lost. Null then, or on a page the server did not render.
 */
export function serverMarkupToHydrate(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  doc: Document = document,
): ServerRenderInfo | null {
  const info = readServerRenderInfo(doc);
  if (!info) return null;
  const [route, ...rest] = location.pathname.split('/').filter(Boolean);
  if (route !== info.shopSlug) return null;
  if (rest.join('/') !== (info.subpage ? SHOP_PATHS[info.subpage] : '')) return null;
  const requested = new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM);
  if (decideLocale(info.countryId, visitLocale(requested)) !== info.locale) return null;
  if (isLowDataMode() !== info.lowData) return null;
  return info;
}
