import { createBus, type Bus } from './create-bus';
import { isBusDebugEnabled } from './debug';

/**
 * The bus is a federation singleton; if a remote still ends up with its own copy of this
 * module, every copy finds the first instance here. Bump the version when EventMap changes
 * incompatibly so that old and new remotes do not share a channel.
 */
export const BUS_GLOBAL_KEY: unique symbol = Symbol.for('@barrio/shared/bus@1');

type BusHolder = typeof globalThis & { [BUS_GLOBAL_KEY]?: Bus };

function isBus(value: unknown): value is Bus {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Bus, unknown>>;
  return (
    typeof candidate.publish === 'function' &&
    typeof candidate.subscribe === 'function' &&
    typeof candidate.latest === 'function'
  );
}

export function getGlobalBus(): Bus {
  const holder = globalThis as BusHolder;
  const existing = holder[BUS_GLOBAL_KEY];
  if (isBus(existing)) return existing;
  const created = createBus({ debug: isBusDebugEnabled });
  holder[BUS_GLOBAL_KEY] = created;
  return created;
}

export const bus: Bus = getGlobalBus();
