import type { ReactNode } from 'react';
import { Skeleton } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import { useRestoreSelectedAddress } from '../features/address-book/hooks/use-selected-address';
import { loadGeoPickupCatalogue } from '../lang/load-catalogue';

export interface RemoteRootProps {
  children: ReactNode;
}

/** Every exposed module renders inside this remote's catalogue, under the shell's locale. */
export function RemoteRoot({ children }: RemoteRootProps) {
  useRestoreSelectedAddress();
  return (
    <RemoteMessages load={loadGeoPickupCatalogue} fallback={<Skeleton height="48px" />}>
      {children}
    </RemoteMessages>
  );
}
