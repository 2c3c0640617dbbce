import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useServerMarkupDrawn } from '@barrio/shared/design-system';
import {
  addRecentSearch,
  getRecentSearches,
  removeRecentSearch,
  subscribeToRecentSearches,
} from '@barrio/shared/storage';

export interface RecentSearches {
  terms: readonly string[];
  /** The term goes to the front (moved there when repeated); the list keeps its maximum. */
  add: (term: string) => void;
  /** Removes one term; the stored list is dropped when it empties. */
  remove: (term: string) => void;
}

const NONE: readonly string[] = [];

/**
 * The shopper's recent searches, kept by shared/storage and followed across tabs. None while
 * the page hydrates the server's markup (a server knows no one's searches); the shop screen
 * holding them is drawn again after that only for a shopper who has some.
 */
export function useRecentSearches(): RecentSearches {
  const serverMarkup = useServerMarkupDrawn();
  const [terms, setTerms] = useState<readonly string[]>(() =>
    serverMarkup.current ? NONE : getRecentSearches(),
  );

  useEffect(() => {
    // Read again after hydration, or in case another tab changed them since the first render;
    // the same terms keep the same list, so the page does not render again for nothing.
    const stored = getRecentSearches();
    startTransition(() => setTerms((current) => (sameTerms(current, stored) ? current : stored)));
    return subscribeToRecentSearches(setTerms);
  }, []);

  const add = useCallback((term: string) => setTerms(addRecentSearch(term)), []);
  const remove = useCallback((term: string) => setTerms(removeRecentSearch(term)), []);
  return useMemo(() => ({ terms, add, remove }), [terms, add, remove]);
}

function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((term, index) => term === b[index]);
}
