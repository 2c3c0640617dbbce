import type { CustomerRole, SignedInCustomer } from '../contract/api/customer';
import type { ShopContext } from '../contract/api/shop';
import type { CartLine } from '../domain';

/** The shop as the bus carries it: its shape is the API contract's (@barrio/shared/contract). */
export type { ShopContext };

/**
 * The signed-in customer as the bus carries it: the API contract's shape, the leader and
 * shop fields optional for sessions stored by builds that did not have them yet.
 */
export type SessionCustomer = Omit<
  SignedInCustomer,
  'customer_id' | 'community_leader_id' | 'shop_ids'
> &
  Partial<Pick<SignedInCustomer, 'community_leader_id' | 'shop_ids'>>;

export type { CustomerRole };

export interface PickupPointSummary {
  id: number;
  slug: string;
  name: string;
  address: string | null;
  location: { lat: number; lng: number };
  distance_to_user: number | null;
  has_delivery: boolean;
  max_delivery_distance_meters: number;
  community_leader_id: number | null;
}

export interface DeliveryAddressSummary {
  id: number;
  label: string;
  main_line: string;
  details: string | null;
  lat: number | null;
  lng: number | null;
}

export interface CartSnapshot {
  shopSlug: string;
  lines: CartLine[];
  total: number;
  quantity: number;
}

/**
 * Asks the cart for units of a product, by id: the cart reads the product and its price from
 * the catalogue's data, never from the event. A negative quantity takes units out.
 */
export interface AddToCartRequest {
  productId: number;
  quantity: number;
  /** The shop whose catalogue the product belongs to; the cart adds it to that shop's cart. */
  shopSlug: string;
}

export interface ContextChangedPayload {
  shop: ShopContext | null;
  countryId: number;
  locale: string;
  customer: SessionCustomer | null;
  tierId: string | null;
  flags: Record<string, boolean>;
}

/** Every bus event: owner-prefixed name → payload (contracts §1.3). */
export interface EventMap {
  'shell:context-changed': ContextChangedPayload;
  'shell:session-changed': { customer: SessionCustomer | null };
  'shell:sign-in-requested': { reason?: string };
  'cart:updated': CartSnapshot;
  'cart:add-requested': AddToCartRequest;
  'cart:open-requested': Record<string, never>;
  'geo:pickup-point-selected': { point: PickupPointSummary | null };
  'geo:address-selected': { address: DeliveryAddressSummary | null };
  'wallet:switch-changed': { useWallet: boolean; balance: number | null };
  'orders:placed': { orderId: string; code: string; shopSlug: string };
  /**
   * An order changed in a way that may move wallet money (a refund on cancel, a debit or
   * refund of the difference on edit, a payment): the wallet refetches its balance.
   */
  'orders:changed': { orderId: string; change: OrderChange };
}

export type OrderChange = 'edited' | 'canceled' | 'paid';

export type EventName = keyof EventMap;
export type EventPayload<N extends EventName> = EventMap[N];

/**
 * state: the latest value is replayed to late subscribers.
 * fact: a plain broadcast of something that happened.
 * intent: a request kept until its first handler subscribes.
 */
export type EventKind = 'state' | 'fact' | 'intent';

export const EVENT_KINDS = {
  'shell:context-changed': 'state',
  'shell:session-changed': 'state',
  'shell:sign-in-requested': 'intent',
  'cart:updated': 'state',
  'cart:add-requested': 'intent',
  'cart:open-requested': 'intent',
  'geo:pickup-point-selected': 'state',
  'geo:address-selected': 'state',
  'wallet:switch-changed': 'state',
  'orders:placed': 'fact',
  'orders:changed': 'fact',
} as const satisfies Record<EventName, EventKind>;

type KindOf<N extends EventName> = (typeof EVENT_KINDS)[N];
export type StateEventName = { [N in EventName]: KindOf<N> extends 'state' ? N : never }[EventName];
export type IntentEventName = {
  [N in EventName]: KindOf<N> extends 'intent' ? N : never;
}[EventName];
export type FactEventName = { [N in EventName]: KindOf<N> extends 'fact' ? N : never }[EventName];

export const EVENT_NAMES = Object.keys(EVENT_KINDS) as EventName[];
