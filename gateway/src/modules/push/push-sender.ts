import webpush from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from './vapid-keys';

/** A browser's PushSubscription as the shell saves it (its JSON form). */
export const webPushSubscription = z.object({
  endpoint: z.url().refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

export interface PushSendResult {
  /** The push service's HTTP status, or 0 when it could not be reached. */
  statusCode: number;
  /** 404 and 410 mean the subscription is gone for good: drop the registration. */
  expired: boolean;
  error: string | null;
}

/** Delivers one encrypted push to one subscription. The queue of issue 14 may call this too. */
export interface PushSender {
  send(subscription: WebPushSubscription, payload: string): Promise<PushSendResult>;
}

const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push with VAPID: `web-push` encrypts the payload (aes128gcm) and signs the request; the
 * request itself goes out with fetch, which also reaches a plain-http push service in tests.
 */
export function createWebPushSender(
  keys: VapidKeys,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): PushSender {
  return {
    async send(subscription, payload) {
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      try {
        const response = await fetchImpl(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const expired = response.status === 404 || response.status === 410;
        return {
          statusCode: response.status,
          expired,
          error: response.ok ? null : `push service answered ${response.status}`,
        };
      } catch (error) {
        return {
          statusCode: 0,
          expired: false,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
