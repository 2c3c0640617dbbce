import { createContext, useContext } from 'react';
import type { SupportedLocale } from '@barrio/shared/i18n';
import type { Shop } from '../features/shop-route/api/get-shop';
import type { RouteTarget } from '../features/shop-route/decide-shop-route';
import type { Session } from '../features/session/hooks/use-session';

/** What the shell knows about the page in view; the remotes read the same through the bus. */
export interface ShellContextValue {
  shop: Shop;
  /** The first path segment as typed (`ar`, `demo-ar`, `innovacion`). */
  shopRoute: string;
  target: RouteTarget;
  countryId: number;
  locale: SupportedLocale;
  session: Session;
  tierId: string | null;
  flags: Record<string, boolean>;
  isNativeApp: boolean;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellContext must be used inside a shop route');
  return value;
}
