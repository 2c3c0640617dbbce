import { z } from '../zod';
import { STORAGE_KEYS } from './keys';
import { defineJsonItem } from './stored-item';

// SPEC §5: the rollout decision per feature is stored so that a visitor keeps the variant.
const rolloutStorage = defineJsonItem(
  STORAGE_KEYS.featureRollout,
  z.record(z.string(), z.boolean()),
);

export function getStoredRollout(feature: string): boolean | null {
  return rolloutStorage.get()?.[feature] ?? null;
}

export function storeRollout(feature: string, enabled: boolean): void {
  rolloutStorage.set({ ...(rolloutStorage.get() ?? {}), [feature]: enabled });
}

/** The stored decision, else `decide()`'s answer, stored for next time. */
export function resolveRollout(feature: string, decide: () => boolean): boolean {
  const stored = getStoredRollout(feature);
  if (stored !== null) return stored;
  const decided = decide();
  storeRollout(feature, decided);
  return decided;
}
