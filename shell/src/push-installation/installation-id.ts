const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ID_LENGTH = 22;

// FNV-1a: stable across sessions and available everywhere (crypto.subtle is missing on
// plain-http origins); the id only has to be stable per subscription, not secret.
function fnv1a(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A 22-character id starting with 'f' (SPEC §5: 22 characters starting with c, d, e or f),
 * derived from the push endpoint so one browser keeps one id without storing it.
 */
export function installationIdFor(endpoint: string): string {
  let id = 'f';
  for (let seed = 0; id.length < ID_LENGTH; seed += 1) {
    let hash = fnv1a(endpoint, seed);
    for (let chunk = 0; chunk < 5 && id.length < ID_LENGTH; chunk += 1) {
      id += ALPHABET[hash & 63];
      hash >>>= 6;
    }
  }
  return id;
}

/** This browser's installation id when it already has a push subscription (never creates one). */
export async function existingInstallationId(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription ? installationIdFor(subscription.endpoint) : null;
}
