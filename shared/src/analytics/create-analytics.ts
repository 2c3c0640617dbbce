import type { AnalyticsEventName, AnalyticsPayload } from './events';
import {
  EMPTY_TAG_MANAGER_CONTEXT,
  enrichEvent,
  tagManagerFields,
  type TagManagerContext,
} from './enrich';
import type { AnalyticsInitOptions, AnalyticsTransport, TagManagerTransport } from './transport';

export type AnalyticsAccountId = 'A' | 'B';
export type MirrorTarget = AnalyticsAccountId | 'both';

export interface AnalyticsAccountConfig {
  /** A missing name or token leaves the account off, silently (e.g. local runs). */
  name?: string | null;
  token?: string | null;
  transport: AnalyticsTransport;
}

export interface AnalyticsConfig {
  accounts: Partial<Record<AnalyticsAccountId, AnalyticsAccountConfig>>;
  tagManager?: TagManagerTransport;
  /** Where events go when the caller does not say. */
  defaultMirror?: MirrorTarget;
  logger?: Pick<Console, 'error' | 'warn'>;
}

export interface TrackOptions {
  mirror?: MirrorTarget;
}

export interface Analytics {
  /** Starts every configured account with page-view tracking and localStorage persistence. */
  init(): Promise<void>;
  track(event: AnalyticsEventName, payload?: AnalyticsPayload, options?: TrackOptions): void;
  page(properties?: AnalyticsPayload, options?: TrackOptions): void;
  /** A tag-manager event: needs a tag name and an object payload, else only logs an error. */
  trackTag(tagName: string, payload: AnalyticsPayload): void;
  setContext(context: Partial<TagManagerContext>): void;
}

export const ANALYTICS_INIT_OPTIONS: AnalyticsInitOptions = {
  trackPageView: true,
  persistence: 'localStorage',
};

/** Calls kept per account until its SDK is ready; beyond this many they are dropped. */
const MAX_PENDING_CALLS = 500;

type AccountState = 'disabled' | 'idle' | 'starting' | 'ready' | 'failed';

type TransportCall = (transport: AnalyticsTransport) => void | Promise<void>;

interface Account {
  id: AnalyticsAccountId;
  config: AnalyticsAccountConfig;
  state: AccountState;
  /** Calls made while the account starts (the SDK loads lazily), replayed once it is ready. */
  pending: { call: TransportCall; isPage: boolean }[];
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isPlainObject(value: unknown): value is AnalyticsPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pagePath(): AnalyticsPayload {
  if (typeof window === 'undefined') return {};
  return {
    path: window.location.pathname,
    title: typeof document === 'undefined' ? '' : document.title,
  };
}

export function createAnalytics(config: AnalyticsConfig): Analytics {
  const logger = config.logger ?? console;
  const defaultMirror = config.defaultMirror ?? 'A';
  let context: TagManagerContext = { ...EMPTY_TAG_MANAGER_CONTEXT };

  const accounts: Account[] = (['A', 'B'] as const).flatMap((id) => {
    const accountConfig = config.accounts[id];
    if (!accountConfig) return [];
    const enabled = hasText(accountConfig.name) && hasText(accountConfig.token);
    return [{ id, config: accountConfig, state: enabled ? 'idle' : 'disabled', pending: [] }];
  });

  // Analytics must never break the page: every vendor call is guarded, sync or async.
  function guard(description: string, call: () => void | Promise<void>): void {
    try {
      const result: unknown = call();
      if (result instanceof Promise) {
        result.catch((error: unknown) => logger.error(`[analytics] ${description} failed`, error));
      }
    } catch (error) {
      logger.error(`[analytics] ${description} failed`, error);
    }
  }

  function targets(mirror: MirrorTarget): Account[] {
    return accounts.filter((account) => mirror === 'both' || account.id === mirror);
  }

  function send(
    mirror: MirrorTarget,
    description: string,
    call: TransportCall,
    isPage = false,
  ): void {
    for (const account of targets(mirror)) {
      switch (account.state) {
        case 'disabled':
          break;
        case 'starting':
          // While the SDK loads (lazily, after the page is interactive).
          if (account.pending.length < MAX_PENDING_CALLS) account.pending.push({ call, isPage });
          break;
        case 'ready':
          guard(`${description} on account ${account.id}`, () => call(account.config.transport));
          break;
        default:
          logger.warn(
            `[analytics] account ${account.id} is not initialised; ${description} dropped`,
          );
      }
    }
  }

  async function start(account: Account): Promise<void> {
    const { name, token, transport } = account.config;
    if (account.state !== 'idle' || !hasText(name) || !hasText(token)) return;
    account.state = 'starting';
    try {
      await transport.init({ name, token }, ANALYTICS_INIT_OPTIONS);
    } catch (error) {
      account.state = 'failed';
      account.pending = [];
      logger.error(`[analytics] initialising account ${account.id} failed`, error);
      return;
    }
    account.state = 'ready';
    // The start's page view, unless the page already asked for one while the account started.
    if (ANALYTICS_INIT_OPTIONS.trackPageView && !account.pending.some((entry) => entry.isPage)) {
      const properties = withShop(safeEnrich('page view', pagePath()));
      guard(`page view on account ${account.id}`, () => transport.page(properties));
    }
    for (const { call } of account.pending.splice(0)) {
      guard(`queued call on account ${account.id}`, () => call(transport));
    }
  }

  function safeEnrich(description: string, payload: AnalyticsPayload): AnalyticsPayload {
    try {
      return enrichEvent(payload);
    } catch (error) {
      logger.error(`[analytics] enriching ${description} failed`, error);
      return payload;
    }
  }

  function withShop(properties: AnalyticsPayload): AnalyticsPayload {
    return context.shopSlug === null ? properties : { shop: context.shopSlug, ...properties };
  }

  return {
    async init() {
      await Promise.all(accounts.map(start));
    },

    track(event, payload = {}, options = {}) {
      const properties = withShop(safeEnrich(event, payload));
      send(options.mirror ?? defaultMirror, `event ${event}`, (transport) =>
        transport.track(event, properties),
      );
    },

    page(properties = {}, options = {}) {
      const merged = withShop(safeEnrich('page view', { ...pagePath(), ...properties }));
      send(options.mirror ?? 'both', 'page view', (transport) => transport.page(merged), true);
    },

    trackTag(tagName, payload) {
      if (!hasText(tagName) || !isPlainObject(payload)) {
        logger.error('[analytics] a tag-manager event needs a tag name and an object payload', {
          tagName,
          payload,
        });
        return;
      }
      const tagManager = config.tagManager;
      if (!tagManager) return;
      guard(`tag ${tagName}`, () =>
        tagManager.push(tagName, { ...enrichEvent(payload), ...tagManagerFields(context) }),
      );
    },

    setContext(partial) {
      context = { ...context, ...partial };
    },
  };
}
