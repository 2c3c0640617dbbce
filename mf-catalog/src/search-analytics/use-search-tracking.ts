import { useEffect, useRef } from 'react';
import { track } from '@barrio/shared/analytics';

/**
 * A `search` event once per term, when its results have arrived: `results: 0` is the search
 * with no results the shop owner sees in the summary. `results` is null while they load.
 */
export function useSearchTracking(term: string, results: number | null): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const query = term.trim();
    if (query === '' || results === null || reported.current === query) return;
    reported.current = query;
    track('search', { query: query.slice(0, 100), results });
  }, [term, results]);
}
