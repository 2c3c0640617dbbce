import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@barrio/shared/api';

export interface AppProvidersProps {
  /** Tests pass their own client; the app makes one per page. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * The providers that do not depend on the route. Theme and messages depend on the shop's
 * country, so CountryLook provides them under the router (see shop-scope.tsx).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
