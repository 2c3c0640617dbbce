import { FBCLID_TTL_MS } from '../domain';
import { STORAGE_KEYS } from './keys';
import { fbclidRecordSchema } from './schemas';
import { defineJsonItem } from './stored-item';

// SPEC §4/§9: the Facebook click id is kept for 2 days (FBCLID_TTL_MS).
const fbclidStorage = defineJsonItem(STORAGE_KEYS.fbclid, fbclidRecordSchema);

export function saveFbclid(value: string, now: number = Date.now()): void {
  const trimmed = value.trim();
  if (trimmed === '') return;
  fbclidStorage.set({ value: trimmed, expiresAt: now + FBCLID_TTL_MS });
}

/** The stored click id while it is valid; an expired one is removed. */
export function getFbclid(now: number = Date.now()): string | null {
  const record = fbclidStorage.get();
  if (!record) return null;
  if (record.expiresAt <= now) {
    fbclidStorage.remove();
    return null;
  }
  return record.value;
}

/** Expiration time in ms since the epoch of a valid stored click id, else null. */
export function getFbclidExpiresAt(now: number = Date.now()): number | null {
  const record = fbclidStorage.get();
  return record && record.expiresAt > now ? record.expiresAt : null;
}

export function clearFbclid(): void {
  fbclidStorage.remove();
}
