import { useCallback, useEffect, useState } from 'react';
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

/** The shopper's recent searches, kept by shared/storage and followed across tabs. */
export function useRecentSearches(): RecentSearches {
  const [terms, setTerms] = useState<readonly string[]>(getRecentSearches);

  useEffect(() => {
    setTerms(getRecentSearches());
    return subscribeToRecentSearches(setTerms);
  }, []);

  const add = useCallback((term: string) => setTerms(addRecentSearch(term)), []);
  const remove = useCallback((term: string) => setTerms(removeRecentSearch(term)), []);
  return { terms, add, remove };
}
