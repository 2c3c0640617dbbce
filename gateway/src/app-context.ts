import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/schema';
import { systemClock, type Clock } from './clock';
import { DatabaseHealth } from './db/health';
import {
  createLogProvider,
  createWebhookProvider,
  type MessageProvider,
} from './modules/messages/message-provider';
import { OutboxService } from './modules/messages/outbox-service';
import { createPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider';
import { KeptAnswers } from './http/kept-answers';
import type { PoolStats } from './http/metrics';
import { createMemorySharedState, type SharedState } from './shared-state/shared-state';
import { PushNotifier, withPushDelivery } from './modules/push/push-notifier';
import {
  createWebPushSender,
  pushSenderOptions,
  type PushSender,
} from './modules/push/push-sender';
import { resolveVapidKeys } from './modules/push/vapid-keys';

export type { Clock, PaymentProvider };

/** Everything a router or service needs, built once per process (or per test file). */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  outbox: OutboxService;
  payments: PaymentProvider;
  clock: Clock;
  /** Whether the database answers: readiness and the 503 gate read it. */
  dbHealth: DatabaseHealth;
  /** What gateway processes share: rate-limit counters and cache invalidations (Redis or memory). */
  shared: SharedState;
  /** Set on SIGTERM: readiness answers 503 so that the load balancer stops sending traffic. */
  lifecycle: { draining: boolean };
  /** The PostgreSQL pool's use, for /metrics (absent on PGlite). */
  poolStats?: (() => PoolStats) | undefined;
  push: PushNotifier;
  /** The VAPID public key browsers subscribe with. */
  pushPublicKey: string;
  /** Serialized public answers: kept by the read caches, served first by the front door. */
  keptAnswers: KeptAnswers;
}

export interface AppContextParts {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  clock?: Clock;
  messageProvider?: MessageProvider;
  payments?: PaymentProvider;
  dbHealth?: DatabaseHealth;
  shared?: SharedState;
  poolStats?: (() => PoolStats) | undefined;
  pushSender?: PushSender;
}

export function createMessageProvider(config: Config, logger: Logger): MessageProvider {
  if (config.messageProvider === 'webhook' && config.messageWebhookUrl) {
    return createWebhookProvider(config.messageWebhookUrl, logger);
  }
  return createLogProvider(logger);
}

/**
 * What the outbox worker delivers with: order pushes to the customers' devices, all else to
 * the message provider. The notifier must sign with the VAPID keys browsers subscribed with
 * (the gateway's own, or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY shared by every process).
 */
export function createDeliveryProvider(
  config: Config,
  logger: Logger,
  push: PushNotifier,
): MessageProvider {
  return withPushDelivery(createMessageProvider(config, logger), push, logger);
}

export function createAppContext(parts: AppContextParts): AppContext {
  const clock = parts.clock ?? systemClock;
  const { config, db, logger } = parts;
  const outbox = new OutboxService(
    db,
    parts.messageProvider ?? createMessageProvider(config, logger),
    logger,
    clock,
  );
  const payments = parts.payments ?? createPaymentProvider({ config, db, logger, clock });
  const dbHealth =
    parts.dbHealth ?? new DatabaseHealth(db as Kysely<unknown>, logger, { probeTimeoutMs: 0 });
  const shared = parts.shared ?? createMemorySharedState();
  const vapid = resolveVapidKeys(config, logger);
  const push = new PushNotifier(
    db,
    parts.pushSender ?? createWebPushSender(vapid, pushSenderOptions(config)),
    logger,
  );
  return {
    config,
    db,
    logger,
    outbox,
    payments,
    clock,
    dbHealth,
    shared,
    lifecycle: { draining: false },
    poolStats: parts.poolStats,
    push,
    pushPublicKey: vapid.publicKey,
    keptAnswers: new KeptAnswers({ clock, shared }),
  };
}
