import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIER_NOTICE_MS } from '@barrio/shared/domain';
import { tierIdStorage } from '@barrio/shared/storage';
import { getDefaultTierId } from '../api/get-default-tier';
import { readTierCookie, writeTierCookie } from '../api/tier-cookie';
import { isTierChange, resolveTier, type TierResolution } from '../resolve-tier';

export interface TierInput {
  shopId: number;
  countryId: number;
  customerTierId: string | null;
}

// SPEC §8: a failed tier lookup yields an error object, not a broken page; the next source is tried.
async function orNull<T>(lookup: Promise<T>, what: string): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    // A cancelled query (the shop changed, the page unmounted) is not a failure to report.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn(`[shell] ${what} failed`, error);
    }
    return null;
  }
}

export async function fetchTier(
  input: TierInput,
  signal?: AbortSignal,
): Promise<TierResolution | null> {
  const none = { customerTierId: null, cookieTierId: null, defaultTierId: null };
  if (input.customerTierId) return resolveTier({ ...none, customerTierId: input.customerTierId });
  const cookieTierId = await orNull(readTierCookie(signal), 'tier cookie lookup');
  if (cookieTierId) return resolveTier({ ...none, cookieTierId });
  const defaultTierId = await orNull(
    getDefaultTierId(input.shopId, input.countryId, signal),
    'default tier lookup',
  );
  return resolveTier({ ...none, defaultTierId });
}

export interface TierState {
  tierId: string | null;
  noticeVisible: boolean;
  dismissNotice: () => void;
}

/** Resolves the visitor's tier, keeps it stored and shows the notice for 10 s when it changes. */
export function useTier(input: TierInput): TierState {
  const { shopId, countryId, customerTierId } = input;
  const [tierId, setTierId] = useState<string | null>(() => tierIdStorage.get());
  const [noticeVisible, setNoticeVisible] = useState(false);
  // Compared with what this page last showed, not with storage, which sign-in rewrites first.
  const shownTier = useRef<string | null>(tierId);

  const resolution = useQuery({
    queryKey: ['shell', 'tier', shopId, countryId, customerTierId],
    queryFn: ({ signal }) => fetchTier({ shopId, countryId, customerTierId }, signal),
  });

  useEffect(() => {
    const resolved = resolution.data;
    if (!resolved) return;
    if (isTierChange(shownTier.current, resolved.tierId)) setNoticeVisible(true);
    shownTier.current = resolved.tierId;
    setTierId(resolved.tierId);
    if (tierIdStorage.get() !== resolved.tierId) tierIdStorage.set(resolved.tierId);
    if (resolved.source !== 'cookie') {
      writeTierCookie(resolved.tierId).catch((error: unknown) =>
        console.warn('[shell] tier cookie not saved', error),
      );
    }
  }, [resolution.data]);

  useEffect(() => {
    if (!noticeVisible) return undefined;
    const timer = setTimeout(() => setNoticeVisible(false), TIER_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [noticeVisible]);

  const dismissNotice = useCallback(() => setNoticeVisible(false), []);
  return { tierId, noticeVisible, dismissNotice };
}
