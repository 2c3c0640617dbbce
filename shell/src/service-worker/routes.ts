// Which cache strategy each request of the storefront gets. Pure functions over URLs so the
// service worker's routing is unit-tested without a browser.

export const CACHE_NAMES = {
  immutable: 'barrio-immutable-v1',
  entries: 'barrio-entries-v1',
  catalogue: 'barrio-catalogue-v1',
  images: 'barrio-images-v1',
  pages: 'barrio-pages-v1',
} as const;

/** Bounds of the runtime caches: a phone's storage is small and shared with everything else. */
export const CACHE_LIMITS = {
  immutable: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
  entries: { maxEntries: 40 },
  catalogue: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 },
  images: { maxEntries: 250, maxAgeSeconds: 30 * 24 * 60 * 60 },
  pages: { maxEntries: 25, maxAgeSeconds: 14 * 24 * 60 * 60 },
} as const;

// webpack's `[contenthash:8]` before the extension: the bytes behind such a URL never change.
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

// Catalogue reads a shopper browses offline. Prices are decided again by the server when an
// order is placed, so a stale copy can only mislead the display, never the charge.
const CATALOGUE_READ =
  /^\/api\/(?:shops\/[^/]+|menus|categories\/[^/]+|banners|brands|products(?:\/by-ids)?|country\/[^/]+|tiers\/(?:default|id)\/[^/]+)$/;

// The gateway's pictures, packshots and the category icons: each URL names its version.
const GATEWAY_PICTURE = /^\/images\/(?:products|icons)\//;

// Server-rendered pages and API paths are never answered with the shell's HTML.
const NOT_APP_PAGES = [/^\/api(?:\/|$)/, /^\/remotes\//, /^\/dev\//, /^\/pay\//, /^\/images\//];

export type RouteKind = 'immutable' | 'entries' | 'catalogue' | 'images' | null;

/** The cache a same-origin GET belongs to, or null when it always goes to the network. */
export function routeKindFor(url: URL, origin: string): RouteKind {
  if (url.origin !== origin) return null;
  const { pathname } = url;
  if (GATEWAY_PICTURE.test(pathname)) return 'images';
  if (CATALOGUE_READ.test(pathname)) return 'catalogue';
  if (pathname === '/remotes.json') return 'entries';
  if (pathname.startsWith('/remotes/')) {
    // A deployed remote's chunks are hashed; its remoteEntry.js and mf-manifest.json keep their
    // names, so they are asked for first and the cached copy only stands in offline.
    return HASHED_FILE.test(pathname) ? 'immutable' : 'entries';
  }
  if (HASHED_FILE.test(pathname)) return 'immutable';
  return null;
}

/** A navigation the shell renders (so the cached shell may answer it offline). */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !NOT_APP_PAGES.some((pattern) => pattern.test(url.pathname));
}
