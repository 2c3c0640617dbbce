import { RECENT_SEARCHES_MAX } from './constants';

const same = (a: string, b: string) => a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es');

/** The term goes to the front (moved there when already present); the list keeps `max` terms. */
export function addRecentSearch(
  list: readonly string[] | null | undefined,
  term: string,
  max: number = RECENT_SEARCHES_MAX,
): string[] {
  const current = list ?? [];
  const clean = term.trim();
  if (!clean) return [...current].slice(0, Math.max(0, max));
  return [clean, ...current.filter((t) => !same(t, clean))].slice(0, Math.max(0, max));
}

/** Removes the term; null when nothing is left, meaning the stored list is dropped. */
export function removeRecentSearch(
  list: readonly string[] | null | undefined,
  term: string,
): string[] | null {
  const next = (list ?? []).filter((t) => !same(t, term.trim()));
  return next.length > 0 ? next : null;
}
