import type { CustomerRole } from '../contract/api/customer';
import type { ShopContext } from '../contract/api/shop';
import type { BusEventPayloads } from '../contract/bus-events';

// The payloads are the types of the schemas in shared/src/contract/bus-events.ts, declared
// there once with their versions (the deploy check compares them between builds).

/** The shop as the bus carries it: its shape is the API contract's (@barrio/shared/contract). */
export type { ShopContext };

/**
 * The signed-in customer as the bus carries it: the API contract's shape, the leader and
 * shop fields optional for sessions stored by builds that did not have them yet.
 */
export type SessionCustomer = NonNullable<BusEventPayloads['shell:session-changed']['customer']>;

export type { CustomerRole };

export type PickupPointSummary = NonNullable<
  BusEventPayloads['geo:pickup-point-selected']['point']
>;

export type DeliveryAddressSummary = NonNullable<
  BusEventPayloads['geo:address-selected']['address']
>;

export type CartSnapshot = BusEventPayloads['cart:updated'];

/**
 * Asks the cart for units of a product, by id: the cart reads the product and its price from
 * the catalogue's data, never from the event. A negative quantity takes units out.
 */
export type AddToCartRequest = BusEventPayloads['cart:add-requested'];

export type ContextChangedPayload = BusEventPayloads['shell:context-changed'];

/**
 * Every bus event: owner-prefixed name → payload (contracts §1.3). The owner publishes its
 * states and facts; an intent asks its owner, who handles it (event-owners.test.ts checks
 * the call sites). mf-cart-checkout owns `cart:` and `checkout:`.
 */
export interface EventMap extends Omit<BusEventPayloads, 'cart:open-requested'> {
  'cart:open-requested': Record<string, never>;
}

export type OrderChange = EventMap['orders:changed']['change'];

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
  'checkout:order-placed': 'fact',
  'checkout:order-paid': 'fact',
  'orders:changed': 'fact',
} as const satisfies Record<EventName, EventKind>;

type KindOf<N extends EventName> = (typeof EVENT_KINDS)[N];
export type StateEventName = { [N in EventName]: KindOf<N> extends 'state' ? N : never }[EventName];
export type IntentEventName = {
  [N in EventName]: KindOf<N> extends 'intent' ? N : never;
}[EventName];
export type FactEventName = { [N in EventName]: KindOf<N> extends 'fact' ? N : never }[EventName];

export const EVENT_NAMES = Object.keys(EVENT_KINDS) as EventName[];
