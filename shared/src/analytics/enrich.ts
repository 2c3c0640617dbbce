import { FBCLID_TTL_MS } from '../domain';
import {
  customerEmailStorage,
  customerIdStorage,
  distanceTypeStorage,
  getAnonymousId,
  getFbclid,
  getFbclidExpiresAt,
  nativeAppStorage,
  tierIdStorage,
} from '../storage';
import type { AnalyticsPayload } from './events';

export interface EventEnrichment {
  tierId: string | null;
  customerId: number | null;
}

/** SPEC §9: every event carries tierId and customerId from local storage. */
export function eventEnrichment(): EventEnrichment {
  return { tierId: tierIdStorage.get(), customerId: customerIdStorage.get() };
}

export function enrichEvent<P extends AnalyticsPayload>(payload: P): P & EventEnrichment {
  return { ...payload, ...eventEnrichment() };
}

/** What the shell knows about the page that storage does not. */
export interface TagManagerContext {
  /** The shop the page belongs to: every event carries it, so the owner's summary finds it. */
  shopSlug: string | null;
  catalogId: number | null;
  oneSignalTag: string | null;
  automaticFlashDeals: boolean;
}

export const EMPTY_TAG_MANAGER_CONTEXT: TagManagerContext = {
  shopSlug: null,
  catalogId: null,
  oneSignalTag: null,
  automaticFlashDeals: false,
};

export interface TagManagerFields {
  isNativeApp: boolean;
  customerEmail: string | null;
  /** The stored customer id, else the anonymous id (the same token feature flags use). */
  userToken: string;
  distance_type: string | null;
  fbclid: string | null;
  catalog_id: number | null;
  tier_id: string | null;
  onesignal_tag: string | null;
  automaticFlashDeals: boolean;
  /** When the click id was stored: its expiration minus the 2 days it is kept, or null. */
  timestamp_fbclid: number | null;
}

export function tagManagerFields(
  context: TagManagerContext = EMPTY_TAG_MANAGER_CONTEXT,
  now: number = Date.now(),
): TagManagerFields {
  const customerId = customerIdStorage.get();
  const fbclid = getFbclid(now);
  const expiresAt = fbclid === null ? null : getFbclidExpiresAt(now);
  return {
    isNativeApp: nativeAppStorage.get() ?? false,
    customerEmail: customerEmailStorage.get(),
    userToken: customerId !== null ? String(customerId) : getAnonymousId(),
    distance_type: distanceTypeStorage.get(),
    fbclid,
    catalog_id: context.catalogId,
    tier_id: tierIdStorage.get(),
    onesignal_tag: context.oneSignalTag,
    automaticFlashDeals: context.automaticFlashDeals,
    timestamp_fbclid: expiresAt === null ? null : expiresAt - FBCLID_TTL_MS,
  };
}
