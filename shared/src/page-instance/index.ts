/**
 * One instance per page, however many copies of the shared code the page runs.
 *
 * Pure shared code is versioned by its content, so a remote built against newer code brings
 * its own copy (scripts/webpack/shared-config.cjs). What holds state (the bus, the storage
 * listeners, the analytics accounts) must still exist once: every copy looks it up here under
 * a key that names the instance's protocol, and the first copy to ask creates it. Bump the
 * `@n` of a key (protocols.json) when the instance's shape changes incompatibly, so that old
 * and new copies never share an instance they would misread; every build records the keys
 * it uses, and a deploy whose keys differ from the deployed shell's is refused
 * (scripts/web/compat.mjs).
 */
import protocols from './protocols.json';

export const PAGE_PROTOCOLS: Readonly<Record<keyof typeof protocols, string>> = protocols;

export function pageInstance<T>(
  key: string,
  create: () => T,
  isValid: (value: unknown) => boolean,
): T {
  const holder = globalThis as typeof globalThis & Record<symbol, unknown>;
  const symbol = Symbol.for(key);
  const existing = holder[symbol];
  if (isValid(existing)) return existing as T;
  const created = create();
  holder[symbol] = created;
  return created;
}
