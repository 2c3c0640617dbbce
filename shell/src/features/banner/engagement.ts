import { lastOrderStorage, visitCountStorage } from '@barrio/shared/storage';

// Marks this browser session as counted, so that reloads and in-app navigation are one visit.
const SESSION_MARK = 'barrio_visit_counted';

function sessionMarked(): boolean {
  try {
    if (window.sessionStorage.getItem(SESSION_MARK) === '1') return true;
    window.sessionStorage.setItem(SESSION_MARK, '1');
    return false;
  } catch {
    // Storage refused (private mode, quota): every page is a first visit, so no offer.
    return true;
  }
}

/** Counts this visit once per browser session; returns the visits so far, this one included. */
export function countVisit(): number {
  const before = visitCountStorage.get() ?? 0;
  if (sessionMarked()) return Math.max(before, 1);
  const visits = before + 1;
  visitCountStorage.set(visits);
  return visits;
}

/**
 * Whether the shopper has engaged enough for the install offer to be welcome rather than in
 * the way: an order placed from this browser, or a second visit.
 */
export function hasEngaged(): boolean {
  return lastOrderStorage.get() !== null || countVisit() >= 2;
}
