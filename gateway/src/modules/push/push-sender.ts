import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';
import webpush from 'web-push';
import { z } from 'zod';
import { DestinationLimits } from '../messages/delivery/destination-limits';
import {
  PushDestinationRefused,
  checkEndpointUrl,
  guardedLookup,
  isPublicAddress,
  type PushDestinationPolicy,
} from './push-destination';
import type { Config } from '../../config';
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

/** Delivers one encrypted push to one subscription. */
export interface PushSender {
  send(subscription: WebPushSubscription, payload: string): Promise<PushSendResult>;
}

export interface WebPushSenderOptions extends PushDestinationPolicy {
  /** Per push service (origin): calls in flight, calls waiting, and each call's time limit. */
  limits: DestinationLimits;
}

const TTL_SECONDS = 24 * 60 * 60;

/** The sender's options from the configuration (PUSH_* variables). */
export function pushSenderOptions(
  config: Pick<
    Config,
    'pushAllowPrivateEndpoints' | 'pushTimeoutMs' | 'pushPerDestinationConcurrency'
  >,
): WebPushSenderOptions {
  return {
    allowPrivate: config.pushAllowPrivateEndpoints,
    limits: new DestinationLimits({
      concurrency: config.pushPerDestinationConcurrency,
      // A few may wait their turn; beyond that a push is refused at once and retried later.
      queue: config.pushPerDestinationConcurrency * 4,
      timeoutMs: config.pushTimeoutMs,
    }),
  };
}

/**
 * Web Push with VAPID: `web-push` encrypts the payload (aes128gcm) and signs the request; the
 * request goes out with node's http(s) so that the address it connects to is checked (public
 * only, against DNS rebinding), no redirect is followed, and each push service gets its own
 * concurrency and time limits, so one that hangs does not hold the others' pushes.
 */
export function createWebPushSender(keys: VapidKeys, options: WebPushSenderOptions): PushSender {
  const lookup = guardedLookup(options);
  return {
    async send(subscription, payload) {
      try {
        const url = checkEndpointUrl(subscription.endpoint, options);
        const host = url.hostname.replace(/^\[|\]$/g, '');
        // An address written in the URL is connected to without a lookup: checked here.
        if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
          throw new PushDestinationRefused('the host is not a public address');
        const details = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        });
        const statusCode = await options.limits.run(url.origin, (signal) =>
          post(url, details.headers as Record<string, string>, details.body, signal, lookup),
        );
        const ok = statusCode >= 200 && statusCode < 300;
        return {
          statusCode,
          expired: statusCode === 404 || statusCode === 410,
          error: ok ? null : `push service answered ${statusCode}`,
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

/** One POST; a redirect is an answer like any other (3xx), never followed. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer | null,
  signal: AbortSignal,
  lookup: ReturnType<typeof guardedLookup>,
): Promise<number> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers, signal, lookup, agent: false },
      (res: IncomingMessage) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body ?? undefined);
  });
}
