import { isBusDebugFlagSet } from '../storage';

function isProductionBuild(): boolean {
  // Bundlers replace `process.env.NODE_ENV` with a literal; the guard covers a page without it.
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

function hasDebugQueryParameter(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).has('debugBus');
}

/** Dev builds only: `localStorage.barrio_debug_bus = '1'` or `?debugBus` in the address. */
export function isBusDebugEnabled(): boolean {
  if (isProductionBuild()) return false;
  return isBusDebugFlagSet() || hasDebugQueryParameter();
}
