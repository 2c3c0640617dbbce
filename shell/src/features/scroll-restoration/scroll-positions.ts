/**
 * Where each visited screen was scrolled to, by history entry: Back to a screen puts it where
 * the shopper left it; any other arrival starts at the top. Kept in session storage, so a
 * reload in between keeps them too.
 */
const STORAGE_KEY = 'barrio_scroll_positions';
/** Enough for a long session of Back presses; the oldest entries go first. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

export function savePosition(entryKey: string, y: number): void {
  const positions = read();
  delete positions[entryKey];
  positions[entryKey] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused: Back then opens at the top, as a new screen does.
  }
}

export function savedPosition(entryKey: string): number | null {
  const y = read()[entryKey];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}
