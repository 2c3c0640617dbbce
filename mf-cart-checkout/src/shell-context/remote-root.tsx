import type { ReactNode } from 'react';
import { Skeleton } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import { loadCartCheckoutCatalogue } from '../lang/load-catalogue';

/** Every exposed module renders inside this remote's catalogue, under the shell's locale. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteMessages load={loadCartCheckoutCatalogue} fallback={<Skeleton height="48px" />}>
      {children}
    </RemoteMessages>
  );
}
