import { EventEmitter } from 'node:events';
import type { Store } from 'express-rate-limit';
import { Redis, type RedisOptions } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** Topics gateways invalidate their caches on. */
export type InvalidationTopic = 'catalogue';

/**
 * What several gateway processes must agree on, in one place: rate-limit counters and cache
 * invalidations. Without REDIS_URL everything stays in this process (one gateway); with it,
 * every gateway sharing the Redis and the prefix sees the same counters and announcements.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** A store for express-rate-limit named per limiter; undefined means express-rate-limit's memory store. */
  rateLimitStore(name: string): Store | undefined;
  /** Tells every gateway (this one included) to drop what it cached under the topic. */
  publish(topic: InvalidationTopic): Promise<void>;
  onInvalidate(topic: InvalidationTopic, listener: () => void): void;
  /** Redis answers now (always true in memory). */
  check(): Promise<boolean>;
  /** Connection options for the message queue, or null when there is no Redis. */
  queueConnection(): RedisOptions | null;
  /** The command connection, for the abuse limiters' counters; null without Redis. */
  redisClient(): Redis | null;
  readonly prefix: string;
  close(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 1000;

export function createMemorySharedState(): SharedState {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    kind: 'memory',
    prefix: '',
    rateLimitStore: () => undefined,
    publish: async (topic) => {
      events.emit(topic);
    },
    onInvalidate: (topic, listener) => events.on(topic, listener),
    check: async () => true,
    queueConnection: () => null,
    redisClient: () => null,
    close: async () => {},
  };
}

function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(Number.isInteger(db) ? { db } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * Connects to Redis and waits until it answers, so that a gateway with a wrong REDIS_URL fails
 * at start. Afterwards an outage is survived: commands fail fast instead of queueing (a rate
 * limit then lets the request through, see createRateLimiter) and ioredis reconnects by itself.
 */
export async function createRedisSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  logger: Logger,
): Promise<SharedState> {
  const base = redisOptions(config.redisUrl as string);
  const prefix = config.redisPrefix;
  const channel = `${prefix}invalidate`;
  const commands = new Redis({
    ...base,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis({ ...base, lazyConnect: true });
  for (const [name, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    // Without a listener an unreachable Redis would crash the process; ioredis keeps retrying.
    client.on('error', (error) => logger.warn({ err: error, client: name }, 'redis error'));
  }
  await commands.connect();
  await subscriber.connect();

  const events = new EventEmitter();
  events.setMaxListeners(0);
  await subscriber.subscribe(channel);
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    try {
      const { topic } = JSON.parse(message) as { topic: InvalidationTopic };
      events.emit(topic);
    } catch (error) {
      logger.warn({ err: error }, 'unreadable cache invalidation ignored');
    }
  });

  return {
    kind: 'redis',
    prefix,
    // A store per limiter (express-rate-limit refuses to share one); the counters themselves
    // live in Redis under the limiter's name, so every gateway counts into the same ones.
    rateLimitStore: (name) =>
      new RedisStore({
        prefix: `${prefix}rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          commands.call(command, ...args) as Promise<never>,
      }),
    publish: async (topic) => {
      await commands.publish(channel, JSON.stringify({ topic }));
    },
    onInvalidate: (topic, listener) => events.on(topic, listener),
    async check() {
      try {
        const answer = await Promise.race([
          commands.ping(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('redis ping timed out')), CHECK_TIMEOUT_MS).unref(),
          ),
        ]);
        return answer === 'PONG';
      } catch {
        return false;
      }
    },
    // BullMQ's blocking connections must wait for Redis rather than fail a command.
    queueConnection: () => ({ ...base, maxRetriesPerRequest: null }),
    redisClient: () => commands,
    async close() {
      subscriber.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}

export async function createSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  logger: Logger,
): Promise<SharedState> {
  return config.redisUrl ? createRedisSharedState(config, logger) : createMemorySharedState();
}
