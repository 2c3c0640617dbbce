import { z } from '../zod';
import { ANALYTICS_EVENTS } from '../analytics/events';

// The boundary between the analytics SDK in the browser (mixpanel-browser, one named instance
// per account) and the gateway's first-party collector: what the SDK sends, and what of it
// the collector keeps. Declared once; the gateway validates with it, the shell points the SDK
// at COLLECTOR_PATHS.base.

export const ANALYTICS_ACCOUNTS = ['A', 'B'] as const;
export type AnalyticsAccount = (typeof ANALYTICS_ACCOUNTS)[number];

/** The collector's own name for a page view. */
export const PAGE_VIEW_EVENT = 'page_view';
/** mixpanel-browser's name for a page view (`track_pageview`). */
export const SDK_PAGE_VIEW_EVENT = '$mp_web_page_view';

/** Every event the collector stores: the §9 events, the funnel's extras and page views. */
export const COLLECTED_EVENTS = [...ANALYTICS_EVENTS, PAGE_VIEW_EVENT] as const;
export type CollectedEventName = (typeof COLLECTED_EVENTS)[number];

/** The SDK's `api_host` is `<origin>` + base; it appends `/track/` and `/engage/`. */
export const COLLECTOR_PATHS = {
  base: '/collect',
  track: '/collect/track',
  engage: '/collect/engage',
} as const;

export const COLLECTOR_LIMITS = {
  /** A request body, compressed or not, and once inflated. */
  bodyBytes: 64 * 1024,
  /** Events (or profile updates) in one batch; the SDK sends 50 at most. */
  batchSize: 50,
  /** Any one text field. */
  text: 200,
  /** Items of a purchase. */
  items: 200,
  /** Requests one client address may send per minute. */
  requestsPerMinute: 240,
} as const;

const text = z.string().check(z.maxLength(COLLECTOR_LIMITS.text));
const count = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
const amount = z.number().check(z.gte(-1e9), z.lte(1e9));
const numericId = z.union([z.number().check(z.int()), z.string().check(z.maxLength(64))]);
const opt = <T extends z.ZodType>(schema: T) => z.optional(z.nullable(schema));

/** What every stored event may carry besides its own properties (SPEC §9 enrichment). */
const commonProperties = {
  shop: opt(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/))),
  tierId: opt(text),
  customerId: opt(z.number().check(z.int())),
  path: opt(text),
};

/**
 * Each event's properties: unknown keys are dropped (the SDK adds its own: browser, screen,
 * current URL…), known ones bounded. Nothing personal beyond the ids §9 names.
 */
export const EVENT_PROPERTY_SCHEMAS = {
  page_view: z.object({ ...commonProperties, title: opt(text) }),
  search: z.object({ ...commonProperties, query: text.check(z.minLength(1)), results: count }),
  add_to_cart: z.object({
    ...commonProperties,
    product_id: opt(numericId),
    quantity: opt(amount),
  }),
  address_autocompleted: z.object({
    ...commonProperties,
    source: opt(text),
    fields: opt(z.array(text).check(z.maxLength(20))),
    shop_id: opt(numericId),
    shop_slug: opt(text),
  }),
  wallet_switch: z.object({
    ...commonProperties,
    enabled: opt(z.boolean()),
    balance: opt(amount),
    amount_due: opt(amount),
  }),
  begin_checkout: z.object({
    ...commonProperties,
    shop_id: opt(numericId),
    value: opt(amount),
    items: opt(count),
  }),
  add_payment_info: z.object({
    ...commonProperties,
    payment_method_id: opt(numericId),
    payment_type: opt(text),
  }),
  coupon_entry_started: z.object({ ...commonProperties, shop_id: opt(numericId) }),
  coupon_validated: z.object({ ...commonProperties, code: opt(text), discount: opt(amount) }),
  coupon_rejected: z.object({
    ...commonProperties,
    code: opt(text),
    coupon_error: opt(z.union([z.number().check(z.int()), text])),
  }),
  coupon_removed: z.object({ ...commonProperties, code: opt(text) }),
  purchase: z.object({
    ...commonProperties,
    order_id: opt(text),
    code: opt(text),
    value: opt(amount),
    payment_method_id: opt(numericId),
    items: opt(
      z
        .array(z.object({ id: opt(numericId), quantity: opt(amount), price: opt(amount) }))
        .check(z.maxLength(COLLECTOR_LIMITS.items)),
    ),
  }),
  order_not_sent: z.object({
    ...commonProperties,
    status: opt(z.number().check(z.int())),
    code: opt(z.union([z.number(), text])),
  }),
  userData: z.object({
    ...commonProperties,
    customer_id: opt(z.number().check(z.int())),
    tier_id: opt(text),
    customer_sub_type_id: opt(z.number().check(z.int())),
    role: opt(text),
  }),
} as const satisfies Record<CollectedEventName, z.ZodType>;

/** The SDK's own fields of an event: the account's token and the visitor's ids. */
const sdkEventProperties = z.looseObject({
  token: text.check(z.minLength(1)),
  distinct_id: opt(z.union([text, z.number()])),
  $device_id: opt(text),
  /** Seconds since the epoch (the SDK's unit), or milliseconds. */
  time: opt(z.number()),
  $insert_id: opt(text),
});

export const wireEventSchema = z.object({
  event: text.check(z.minLength(1)),
  properties: sdkEventProperties,
});
export type WireEvent = z.infer<typeof wireEventSchema>;

/** `/track/`: one event or a batch of them. */
export const wireTrackSchema = z.union([
  wireEventSchema,
  z.array(wireEventSchema).check(z.minLength(1), z.maxLength(COLLECTOR_LIMITS.batchSize)),
]);

/** One profile update of `/engage/`: only the ids are kept, never the profile's values. */
export const wireEngageUpdateSchema = z.looseObject({
  $token: text.check(z.minLength(1)),
  $distinct_id: opt(z.union([text, z.number()])),
  $device_id: opt(text),
});
export const wireEngageSchema = z.union([
  wireEngageUpdateSchema,
  z.array(wireEngageUpdateSchema).check(z.minLength(1), z.maxLength(COLLECTOR_LIMITS.batchSize)),
]);

/** The event as the collector stores it. */
export interface CollectedEvent {
  token: string;
  event: CollectedEventName;
  distinctId: string | null;
  /** Milliseconds since the epoch as the browser saw it, when it said. */
  clientTime: number | null;
  insertId: string | null;
  shop: string | null;
  tierId: string | null;
  customerId: number | null;
  properties: Record<string, unknown>;
}

function base64ToText(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The `data` the SDK posts: JSON (`api_payload_format: 'json'`) or base64 of JSON (its default
 * for hosts other than its vendor's). Undefined when it is neither.
 */
export function decodeWireData(data: string): unknown {
  const trimmed = data.trim();
  const json = trimmed.startsWith('{') || trimmed.startsWith('[') ? trimmed : base64ToText(trimmed);
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function isCollectedEvent(name: string): name is CollectedEventName {
  return (COLLECTED_EVENTS as readonly string[]).includes(name);
}

function clientTimeOf(time: number | null | undefined): number | null {
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return null;
  // The SDK sends seconds (with a fraction); anything past year 5138 in seconds is ms already.
  return Math.round(time < 1e11 ? time * 1000 : time);
}

export type CollectedBatch =
  { ok: true; events: CollectedEvent[] } | { ok: false; reason: 'malformed' | 'too_many' };

/**
 * Validates a `/track/` payload. The batch as a whole must have the wire's shape; an event of a
 * name the storefront never sends (the SDK's own `$identify`…) is skipped, and an event of a
 * known name whose properties are out of bounds makes the whole batch malformed.
 */
export function parseTrackPayload(payload: unknown): CollectedBatch {
  if (Array.isArray(payload) && payload.length > COLLECTOR_LIMITS.batchSize) {
    return { ok: false, reason: 'too_many' };
  }
  const parsed = wireTrackSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const wire = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  const events: CollectedEvent[] = [];
  for (const item of wire) {
    const name = item.event === SDK_PAGE_VIEW_EVENT ? PAGE_VIEW_EVENT : item.event;
    if (!isCollectedEvent(name)) continue;
    const properties = EVENT_PROPERTY_SCHEMAS[name].safeParse(item.properties);
    if (!properties.success) return { ok: false, reason: 'malformed' };
    const { shop, tierId, customerId, ...rest } = properties.data as Record<string, unknown> & {
      shop?: string | null;
      tierId?: string | null;
      customerId?: number | null;
    };
    const distinct = item.properties.distinct_id ?? item.properties.$device_id ?? null;
    events.push({
      token: item.properties.token,
      event: name,
      distinctId: distinct === null ? null : String(distinct),
      clientTime: clientTimeOf(item.properties.time),
      insertId: item.properties.$insert_id ?? null,
      shop: shop ?? null,
      tierId: tierId ?? null,
      customerId: customerId ?? null,
      properties: rest,
    });
  }
  return { ok: true, events };
}

export type EngageBatch =
  | { ok: true; updates: { token: string; distinctId: string | null }[] }
  | { ok: false; reason: 'malformed' | 'too_many' };

/** Validates an `/engage/` payload; the profile's values themselves are never kept. */
export function parseEngagePayload(payload: unknown): EngageBatch {
  if (Array.isArray(payload) && payload.length > COLLECTOR_LIMITS.batchSize) {
    return { ok: false, reason: 'too_many' };
  }
  const parsed = wireEngageSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const updates = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]).map((update) => {
    const distinct = update.$distinct_id ?? update.$device_id ?? null;
    return { token: update.$token, distinctId: distinct === null ? null : String(distinct) };
  });
  return { ok: true, updates };
}
