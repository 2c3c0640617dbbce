import { z } from '../zod';
import {
  RECENT_SEARCHES_MAX,
  addRecentSearch as withSearch,
  removeRecentSearch as withoutSearch,
} from '../domain';
import { STORAGE_KEYS } from './keys';
import { defineJsonItem } from './stored-item';

const recentSearchesStorage = defineJsonItem(
  STORAGE_KEYS.recentSearches,
  z.array(z.string().check(z.minLength(1))),
);

export function getRecentSearches(): string[] {
  return recentSearchesStorage.get() ?? [];
}

function save(terms: string[] | null): string[] {
  // SPEC §4: the list is dropped, not kept empty.
  if (terms === null || terms.length === 0) {
    recentSearchesStorage.remove();
    return [];
  }
  recentSearchesStorage.set(terms);
  return terms;
}

/** A repeated term moves to the front, a new one is added there; the list is trimmed to `max`. */
export function addRecentSearch(term: string, max: number = RECENT_SEARCHES_MAX): string[] {
  if (term.trim() === '') return getRecentSearches();
  return save(withSearch(getRecentSearches(), term, max));
}

export function removeRecentSearch(term: string): string[] {
  return save(withoutSearch(getRecentSearches(), term));
}

export function clearRecentSearches(): void {
  recentSearchesStorage.remove();
}

export function subscribeToRecentSearches(listener: (terms: string[]) => void): () => void {
  return recentSearchesStorage.subscribe((terms) => listener(terms ?? []));
}
