/// <reference lib="webworker" />
// The storefront's service worker: the shell precached, deployed remotes and visited shops kept
// for offline use, and the order notifications pushed by the gateway.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  createOrderQueue,
  indexedDbQueueStore,
  ORDER_QUEUE_CHANNEL,
  ORDER_SYNC_TAG,
} from '@barrio/shared/order-queue';
import { firstProductsPageIn, firstViewSourcesIn } from '@barrio/shared/first-view/inline';
import { isWarmCacheMessage, parseOrderPush, SKIP_WAITING } from './messages';
import {
  isProductsByIdsRequest,
  isProductsRequest,
  offlineProductsByIds,
  offlineProductsPage,
  OFFLINE_RESULTS_HEADER,
  type ProductsPageLike,
  type SearchableProduct,
} from './offline-search';
import { entryChunkFiles, remoteBaseUrls, remoteFileUrls } from './remote-files';
import { CACHE_LIMITS, CACHE_NAMES, isAppNavigation, routeKindFor, type RouteKind } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const origin = self.location.origin;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// The shell's own build (index.html, hashed entry and chunks, icons), listed at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const strategies: Record<Exclude<RouteKind, null>, Strategy> = {
  // Hashed URLs never change: the network is asked only once.
  immutable: new CacheFirst({
    cacheName: CACHE_NAMES.immutable,
    plugins: [
      okOnly(),
      new ExpirationPlugin({ ...CACHE_LIMITS.immutable, purgeOnQuotaError: true }),
    ],
  }),
  // The registry and each remote's entry: always the network when there is one, so a deploy
  // reaches the shopper on their next online load; the cached copy only stands in offline.
  entries: new NetworkFirst({
    cacheName: CACHE_NAMES.entries,
    plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS.entries)],
  }),
  catalogue: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalogue,
    plugins: [
      okOnly(),
      new ExpirationPlugin({ ...CACHE_LIMITS.catalogue, purgeOnQuotaError: true }),
    ],
  }),
  images: new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [okOnly(), new ExpirationPlugin({ ...CACHE_LIMITS.images, purgeOnQuotaError: true })],
  }),
};

/** The catalogue pages kept here, read back as JSON. */
async function cachedProductPages(): Promise<
  Array<{ url: URL; page: ProductsPageLike<SearchableProduct> }>
> {
  const cache = await caches.open(CACHE_NAMES.catalogue);
  const requests = (await cache.keys()).filter((request) =>
    isProductsRequest(new URL(request.url)),
  );
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      try {
        if (!response) return null;
        const page = (await response.json()) as ProductsPageLike<SearchableProduct>;
        return { url: new URL(request.url), page };
      } catch {
        return null;
      }
    }),
  );
  const fetched = pages.filter((entry): entry is NonNullable<typeof entry> => entry !== null);
  return [...fetched, ...(await productPagesInKeptShopPages())];
}

/**
 * The first product page of each kept shop page the server rendered: the page carried it
 * inline, so the catalogue never asked the network for it.
 */
async function productPagesInKeptShopPages(): Promise<
  Array<{ url: URL; page: ProductsPageLike<SearchableProduct> }>
> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const found = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const html = await (await cache.match(request))?.text();
      const inline = html ? firstProductsPageIn(html) : null;
      return inline
        ? {
            url: new URL(inline.source, origin),
            page: inline.page as ProductsPageLike<SearchableProduct>,
          }
        : null;
    }),
  );
  return found.filter((entry): entry is NonNullable<typeof entry> => entry !== null);
}

/** A products request nothing cached answers: searched over the catalogue pages kept here. */
async function searchCachedProducts(url: URL): Promise<Response> {
  const page = offlineProductsPage(url, await cachedProductPages());
  return Response.json(page, { headers: { [OFFLINE_RESULTS_HEADER]: 'partial' } });
}

/** Products asked for by id that nothing cached answers: found in the kept catalogue pages. */
async function findCachedProducts(url: URL): Promise<Response> {
  const answer = offlineProductsByIds(url, await cachedProductPages());
  return Response.json(answer, { headers: { [OFFLINE_RESULTS_HEADER]: 'partial' } });
}

registerRoute(
  ({ url, request }) => request.mode !== 'navigate' && routeKindFor(url, origin) !== null,
  async (options) => {
    const kind = routeKindFor(options.url, origin)!;
    try {
      return await strategies[kind].handle(options);
    } catch (error) {
      if (kind === 'catalogue' && isProductsRequest(options.url)) {
        return searchCachedProducts(options.url);
      }
      if (kind === 'catalogue' && isProductsByIdsRequest(options.url)) {
        return findCachedProducts(options.url);
      }
      throw error;
    }
  },
);

// Pages: the network first (the gateway composes each shop's first view), then the copy kept
// from the last visit, then the precached shell, which renders any route from cached data.
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: 6,
  plugins: [okOnly(), new ExpirationPlugin(CACHE_LIMITS.pages)],
});
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isAppNavigation(url, origin),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // The same page kept without its search (`/demo-mx` for `/demo-mx?q=arroz`): it carries
      // the shop and its first screen, which the precached shell alone does not.
      const kept = await caches.match(options.request.url, {
        cacheName: CACHE_NAMES.pages,
        ignoreSearch: true,
      });
      if (kept) return kept;
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

async function keep(url: URL): Promise<void> {
  const kind = routeKindFor(url, origin);
  if (!kind) return;
  const cache = await caches.open(CACHE_NAMES[kind]);
  if (await cache.match(url.href)) return;
  // Mostly answered by the HTTP cache: the page has just downloaded these.
  await cache.add(url.href).catch(() => undefined);
}

/** Data saving asked for (Save-Data): nothing is downloaded ahead of need. */
function savingData(): boolean {
  return (
    (navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection
      ?.saveData === true
  );
}

/** Every deployed remote's screens, so one not opened yet still opens offline. */
async function keepDeployedRemotes(event: ExtendableEvent): Promise<void> {
  const registry = await strategies.entries.handle({
    request: new Request(new URL('/remotes.json', origin).href),
    event,
  });
  for (const base of remoteBaseUrls(await registry.json(), origin)) {
    const manifestUrl = new URL('mf-manifest.json', base);
    const manifest = await strategies.entries.handle({
      request: new Request(manifestUrl.href),
      event,
    });
    const manifestData: unknown = await manifest.json();
    const files = remoteFileUrls(base, manifestData);
    // The entry's chunk map names the chunks the manifest leaves out (shared modules' chunks).
    const entryUrl = files.find((file) => file.endsWith('.js'));
    if (entryUrl) {
      const entry = await strategies.entries.handle({ request: new Request(entryUrl), event });
      files.push(...entryChunkFiles(await entry.text()).map((file) => new URL(file, base).href));
    }
    await Promise.all([...new Set(files)].map((file) => keep(new URL(file))));
  }
}

/** The first visit loaded its files before this worker controlled the page: keep them now. */
async function warmCaches(
  event: ExtendableEvent,
  page: string,
  urls: string[],
  lowData: boolean,
): Promise<void> {
  const pageUrl = new URL(page, origin);
  const inlineSources: string[] = [];
  if (isAppNavigation(pageUrl, origin)) {
    const cache = await caches.open(CACHE_NAMES.pages);
    if (!(await cache.match(pageUrl.href))) await cache.add(pageUrl.href).catch(() => undefined);
    // A page the server rendered answered its first API reads inline: the page never asked
    // for them, but a screen opened offline later (the checkout's shop) will.
    const kept = await cache.match(pageUrl.href);
    if (kept) inlineSources.push(...firstViewSourcesIn(await kept.text()));
  }
  await Promise.all([...urls, ...inlineSources].map((raw) => keep(new URL(raw, origin))));
  if (!lowData && !savingData()) {
    await keepDeployedRemotes(event).catch((error: unknown) => {
      console.warn('[sw] the deployed remotes could not be kept for offline use', error);
    });
  }
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) {
    void self.skipWaiting();
    return;
  }
  if (isWarmCacheMessage(event.data)) {
    event.waitUntil(warmCaches(event, event.data.page, event.data.urls, event.data.lowData));
  }
});

// The first install takes the open pages at once (nothing to be consistent with yet); an
// update waits until the shopper accepts it (SKIP_WAITING), so a page never mixes versions.
clientsClaim();

// An order placed offline, sent on Background Sync (where the browser has it) from the queue
// the checkout keeps; the page's reconnect path may send it instead, the queue lets only one.
const orderQueue = createOrderQueue(indexedDbQueueStore());
const orderQueueChannel = new BroadcastChannel(ORDER_QUEUE_CHANNEL);

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== ORDER_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      try {
        // Still unreachable: the rejection makes the browser try again later.
        await orderQueue.sendOnce();
      } finally {
        // The open checkouts show the answer, or see it back in the queue.
        orderQueueChannel.postMessage('changed');
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  const push = parseOrderPush(data);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      data: { url: push.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
