const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Stable bucket 0..99 of an id (FNV-1a of its text), identical on the server and the browser. */
export function rolloutBucket(id: string | number): number {
  const text = String(id);
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return (hash >>> 0) % 100;
}

/** Whether the id falls inside a rollout of `percentage` percent (100 includes everyone). */
export function isInRollout(id: string | number, percentage = 100): boolean {
  return rolloutBucket(id) < percentage;
}
