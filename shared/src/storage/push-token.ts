import { PUSH_TOKEN_REFRESH_MS } from '../domain';
import { pushTokenSavedAtStorage } from './items';

// SPEC §4/§9: the push token may be refreshed only 48 hours after the last save.

export function markPushTokenSaved(now: number = Date.now()): void {
  pushTokenSavedAtStorage.set(now);
}

export function canRefreshPushToken(now: number = Date.now()): boolean {
  const savedAt = pushTokenSavedAtStorage.get();
  return savedAt === null || now - savedAt >= PUSH_TOKEN_REFRESH_MS;
}
