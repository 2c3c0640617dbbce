// Messages between the pages and the service worker: one contract, both sides import it.

/** Page → worker: the waiting worker may take over now (the shopper accepted the update). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Page → worker: keep these already-loaded URLs (the page and its files) for offline use. */
export const WARM_CACHE = 'WARM_CACHE';

export interface WarmCacheMessage {
  type: typeof WARM_CACHE;
  page: string;
  urls: string[];
  /** Low-data mode: keep only what was already downloaded, fetch nothing ahead. */
  lowData: boolean;
}

/** What the gateway puts in an order push (gateway/src/modules/push/push-payload.ts). */
export interface OrderPushPayload {
  title: string;
  body: string;
  /** Where a tap on the notification opens the app. */
  url: string;
  /** One notification per order: a later update replaces the earlier one. */
  tag: string;
}

export function isWarmCacheMessage(data: unknown): data is WarmCacheMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<WarmCacheMessage>;
  return (
    message.type === WARM_CACHE &&
    typeof message.page === 'string' &&
    Array.isArray(message.urls) &&
    typeof message.lowData === 'boolean' &&
    message.urls.every((url) => typeof url === 'string')
  );
}

export function parseOrderPush(data: unknown): OrderPushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const payload = data as Partial<OrderPushPayload>;
  if (typeof payload.title !== 'string' || typeof payload.body !== 'string') return null;
  return {
    title: payload.title,
    body: payload.body,
    url: typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/',
    tag: typeof payload.tag === 'string' ? payload.tag : 'barrio',
  };
}
