import { PAGE_PROTOCOLS, pageInstance } from '../page-instance';
import { createWireBus, typedBus, type Bus, type WireBus } from './create-bus';
import { isBusDebugEnabled } from './debug';
import { EVENT_KINDS, type EventKind, type EventMap } from './event-map';

/**
 * The page's one bus instance lives on globalThis under this key: each remote bundles its own
 * copy of this code (or of a newer version of it), and every copy finds the instance the
 * first one created. The number is the WireBus protocol's version, not the event map's: new
 * events need no bump, because every call carries its event's kind.
 */
export const BUS_GLOBAL_KEY_NAME = PAGE_PROTOCOLS.bus;
export const BUS_GLOBAL_KEY = Symbol.for(BUS_GLOBAL_KEY_NAME);

function isWireBus(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof WireBus, unknown>>;
  return (
    typeof candidate.publish === 'function' &&
    typeof candidate.subscribe === 'function' &&
    typeof candidate.latest === 'function'
  );
}

export function getGlobalWireBus(): WireBus {
  return pageInstance(
    BUS_GLOBAL_KEY_NAME,
    () => createWireBus({ debug: isBusDebugEnabled }),
    isWireBus,
  );
}

export function getGlobalBus(): Bus {
  return typedBus<EventMap>(getGlobalWireBus(), EVENT_KINDS);
}

/**
 * Events a remote declares for itself, on the page's bus, without waiting for the shared
 * event map (and the shell) to learn them: the kind travels with every call.
 *   const reviews = defineEvents<{ 'catalog:review-requested': { productId: number } }>({
 *     'catalog:review-requested': 'intent',
 *   });
 */
export function defineEvents<M extends object>(kinds: {
  readonly [N in keyof M]: EventKind;
}): Bus<M> {
  return typedBus<M>(getGlobalWireBus(), kinds);
}

export const bus: Bus = getGlobalBus();
