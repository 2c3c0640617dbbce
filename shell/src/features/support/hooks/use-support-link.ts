import { useEffect, useMemo } from 'react';
import { trySupportLink } from '@barrio/shared/countries';
import { SUPPORT_LINK_TYPE } from '../../../config';

export type SupportLinkState = { url: string } | { url: null; error: string };

/** The country's support chat; the SPEC §8 error text is logged when there is none. */
export function useSupportLink(countryId: number): SupportLinkState {
  const result = useMemo(() => trySupportLink(countryId, SUPPORT_LINK_TYPE), [countryId]);
  useEffect(() => {
    if (!result.ok) console.error(`[shell] ${result.error.message}`);
  }, [result]);
  return result.ok ? { url: result.url } : { url: null, error: result.error.message };
}
