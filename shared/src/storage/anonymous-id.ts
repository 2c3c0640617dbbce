import { z } from '../zod';
import { STORAGE_KEYS } from './keys';
import { defineTextItem } from './stored-item';

const anonymousIdStorage = defineTextItem(
  STORAGE_KEYS.anonymousId,
  z.string().check(z.minLength(8)),
);

function randomHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** RFC 4122 version 4; `crypto.randomUUID` is missing on insecure origins and old WebViews. */
export function createUuid(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    for (let index = 0; index < bytes.length; index += 1)
      bytes[index] = Math.floor(Math.random() * 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = randomHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The visitor's anonymous id, created on first use and kept from then on. */
export function getAnonymousId(): string {
  const existing = anonymousIdStorage.get();
  if (existing) return existing;
  const created = createUuid();
  anonymousIdStorage.set(created);
  return created;
}

/** Read without creating one. */
export function peekAnonymousId(): string | null {
  return anonymousIdStorage.get();
}
