/**
 * Reads `/api/flipt`'s answer into `{ name: enabled }` for the requested names; a name the
 * answer does not mention is off. Accepts a map, `{ flags: map }` or a list of
 * `{ key|flag|name, enabled|value }`.
 */
export function parseFlags(body: unknown, names: readonly string[]): Record<string, boolean> {
  const known = new Map<string, boolean>();
  const source = body && typeof body === 'object' && 'flags' in body ? body.flags : body;

  if (Array.isArray(source)) {
    for (const entry of source) {
      if (!entry || typeof entry !== 'object') continue;
      const record = entry as Record<string, unknown>;
      const name = record.key ?? record.flag ?? record.name;
      const enabled = record.enabled ?? record.value;
      if (typeof name === 'string') known.set(name, enabled === true);
    }
  } else if (source && typeof source === 'object') {
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      const enabled =
        value && typeof value === 'object' ? (value as { enabled?: unknown }).enabled : value;
      known.set(name, enabled === true);
    }
  }

  return Object.fromEntries(names.map((name) => [name, known.get(name) ?? false]));
}

/** Flags that can be answered before `/api/flipt` has: everything off. */
export function allFlagsOff(names: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [name, false]));
}
