export { bus, defineEvents, getGlobalBus, getGlobalWireBus, BUS_GLOBAL_KEY } from './global-bus';
export { MAX_QUEUED_INTENTS, createBus, createWireBus, typedBus } from './create-bus';
export type { Bus, BusLogEntry, CreateBusOptions, EventHandler, WireBus } from './create-bus';
export { isBusDebugEnabled } from './debug';
export { useBusSelector, useBusState, useBusSubscription } from './use-bus';
export { useDecimalQuantities } from './use-decimal-quantities';
export { EVENT_KINDS, EVENT_NAMES } from './event-map';
export { toShopContext } from './shop-context';
export type {
  AddToCartRequest,
  CartSnapshot,
  ContextChangedPayload,
  CustomerRole,
  DeliveryAddressSummary,
  EventKind,
  EventMap,
  EventName,
  EventPayload,
  FactEventName,
  IntentEventName,
  OrderChange,
  PickupPointSummary,
  SessionCustomer,
  ShopContext,
  StateEventName,
} from './event-map';
export type { CartLine, CatalogProduct } from '../domain';
