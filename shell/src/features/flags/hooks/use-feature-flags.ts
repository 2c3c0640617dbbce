import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FEATURE_FLAGS } from '@barrio/shared/domain';
import { customerIdStorage, getAnonymousId } from '@barrio/shared/storage';
import { flagsForEveryVisitorKey, flagsQueryOptions } from '../api/get-flags';
import { allFlagsOff } from '../parse-flags';

/**
 * The country's feature flags for this visitor. Until they arrive (or when the call fails) every
 * flag is off, so a flag can only ever add to the page, never hold it up; except those the page
 * the server rendered knew to be the same for every visitor of the shop, which it was drawn
 * with (so that the page does not change when the visitor's own answer arrives).
 */
export interface FlagsScope {
  countryId: number;
  shopSlug: string;
  shopId: number;
  customerId: number | null;
}

export function useFeatureFlags({
  countryId,
  shopSlug,
  shopId,
  customerId,
}: FlagsScope): Record<string, boolean> {
  // SPEC §7: the stored customer id, else the anonymous id.
  const userToken = useMemo(
    () => String(customerId ?? customerIdStorage.get() ?? getAnonymousId()),
    [customerId],
  );
  const flags = useQuery(flagsQueryOptions({ countryId, userToken, shopSlug, shopId }));
  const forEveryVisitor = useQueryClient().getQueryData<Record<string, boolean>>(
    flagsForEveryVisitorKey(countryId, shopSlug),
  );

  useEffect(() => {
    if (flags.isError)
      console.error('[shell] feature flags unavailable; all flags off', flags.error);
  }, [flags.isError, flags.error]);

  return useMemo(
    () => flags.data ?? { ...allFlagsOff(FEATURE_FLAGS), ...forEveryVisitor },
    [flags.data, forEveryVisitor],
  );
}
