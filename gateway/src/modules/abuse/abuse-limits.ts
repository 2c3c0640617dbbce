import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { SharedState } from '../../shared-state/shared-state';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The limits of docs/security.md, from the environment (config.ts). */
export interface AbuseLimitSettings {
  signInCodesPerPhonePerHour: number;
  signInCodesPerPhonePerDay: number;
  signInCodesPerAddressPerHour: number;
  signInAttemptsPerAddressPerHour: number;
  guestOrdersPerAddressPerHour: number;
  guestOrdersPerPhonePerDay: number;
  messagesPerPhonePerHour: number;
  messagesPerPhonePerDay: number;
  ownerNoticesPerHour: number;
  invitationsPerLeaderPerDay: number;
}

/** A limit of `points` per `seconds`, counted per key. */
export interface Window {
  consume(key: string): Promise<Verdict>;
}

export interface Verdict {
  allowed: boolean;
  /** When the caller may try again (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counters that stop people using the shop's phone line against others, kept with
 * rate-limiter-flexible: in the shared Redis when there is one (every gateway and worker counts
 * into the same keys), in this process's memory otherwise. A Redis outage falls back to
 * memory counters (the insurance limiter) rather than to no limit at all.
 */
export class AbuseLimits {
  /** Codes sent to one phone, from anyone: the escalating windows are the back-off. */
  readonly signInCodesPerPhone: Window;
  /** A device that signed in as the phone before asks for a fresh code: once a minute. */
  readonly signInCodesPerKnownDevice: Window;
  readonly signInCodesPerAddress: Window;
  readonly signInAttemptsPerAddress: Window;
  readonly guestOrdersPerAddress: Window;
  readonly guestOrdersPerPhone: Window;
  /** Order confirmations and other messages to one phone, whoever caused them. */
  readonly messagesPerPhone: Window;
  /** Owner notices sent one by one; beyond this an hourly digest. */
  readonly ownerNotices: Window;
  /** Neighbour invitations a community leader may send (each one texts a phone). */
  readonly invitationsPerLeader: Window;

  constructor(shared: SharedState, settings: AbuseLimitSettings) {
    const redis = shared.redisClient();
    const prefix = `${shared.prefix}abuse:`;
    const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
      return redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${prefix}${name}`,
            points,
            duration,
            insuranceLimiter: memory,
          })
        : memory;
    };
    const windows = (name: string, limits: Array<[points: number, seconds: number]>): Window => {
      const limiters = limits.map(([points, seconds]) =>
        limiter(`${name}:${seconds}`, points, seconds),
      );
      return { consume: (key) => consumeAll(limiters, key) };
    };
    const s = settings;
    this.signInCodesPerPhone = windows('code-phone', [
      [Math.max(1, Math.ceil(s.signInCodesPerPhonePerHour / 2)), 10 * 60],
      [s.signInCodesPerPhonePerHour, HOUR],
      [s.signInCodesPerPhonePerDay, DAY],
    ]);
    this.signInCodesPerKnownDevice = windows('code-device', [[1, 60]]);
    this.signInCodesPerAddress = windows('code-address', [[s.signInCodesPerAddressPerHour, HOUR]]);
    this.signInAttemptsPerAddress = windows('attempt-address', [
      [s.signInAttemptsPerAddressPerHour, HOUR],
    ]);
    this.guestOrdersPerAddress = windows('guest-order-address', [
      [s.guestOrdersPerAddressPerHour, HOUR],
    ]);
    this.guestOrdersPerPhone = windows('guest-order-phone', [[s.guestOrdersPerPhonePerDay, DAY]]);
    this.messagesPerPhone = windows('messages-phone', [
      [s.messagesPerPhonePerHour, HOUR],
      [s.messagesPerPhonePerDay, DAY],
    ]);
    this.ownerNotices = windows('owner-notices', [[s.ownerNoticesPerHour, HOUR]]);
    this.invitationsPerLeader = windows('invitations-leader', [
      [s.invitationsPerLeaderPerDay, DAY],
    ]);
  }
}

/**
 * Takes a unit from every window; the first full one refuses. Windows before it have counted
 * the attempt, which is right for abuse counters: trying again while refused is not free.
 */
async function consumeAll(limiters: RateLimiterAbstract[], key: string): Promise<Verdict> {
  for (const limiter of limiters) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { allowed: false, retryAfterMs: error.msBeforeNext };
      throw error;
    }
  }
  return { allowed: true, retryAfterMs: 0 };
}
