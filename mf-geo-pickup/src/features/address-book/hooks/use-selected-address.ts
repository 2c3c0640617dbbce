import { useCallback } from 'react';
import { bus, useBusState, type DeliveryAddressSummary } from '@barrio/shared/bus';

export interface SelectedAddress {
  selected: DeliveryAddressSummary | null;
  select: (address: DeliveryAddressSummary) => void;
  clear: () => void;
}

/** The delivery address lives on the bus (a state event), where checkout reads it. */
export function useSelectedAddress(): SelectedAddress {
  const selected = useBusState('geo:address-selected')?.address ?? null;
  const select = useCallback((address: DeliveryAddressSummary) => {
    bus.publish('geo:address-selected', {
      address: {
        id: address.id,
        label: address.label,
        main_line: address.main_line,
        details: address.details,
        lat: address.lat,
        lng: address.lng,
      },
    });
  }, []);
  const clear = useCallback(() => bus.publish('geo:address-selected', { address: null }), []);
  return { selected, select, clear };
}
