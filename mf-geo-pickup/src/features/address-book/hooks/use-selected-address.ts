import { useCallback, useEffect } from 'react';
import { bus, useBusState, type DeliveryAddressSummary } from '@barrio/shared/bus';
import { useSignedInCustomer } from '../../../shell-context/use-signed-in-customer';
import { selectedAddressItem } from '../selected-address-choice';

export interface SelectedAddress {
  selected: DeliveryAddressSummary | null;
  select: (address: DeliveryAddressSummary) => void;
  clear: () => void;
}

/**
 * The delivery address lives on the bus (a state event), where checkout reads it, and in this
 * tab's storage, from where a reload brings it back (useRestoreSelectedAddress).
 */
export function useSelectedAddress(): SelectedAddress {
  const selected = useBusState('geo:address-selected')?.address ?? null;
  const customerId = useSignedInCustomer()?.id ?? null;
  const select = useCallback(
    (address: DeliveryAddressSummary) => {
      const chosen = {
        id: address.id,
        label: address.label,
        main_line: address.main_line,
        details: address.details,
        lat: address.lat,
        lng: address.lng,
      };
      selectedAddressItem.set({ customer_id: customerId, address: chosen });
      bus.publish('geo:address-selected', { address: chosen });
    },
    [customerId],
  );
  const clear = useCallback(() => {
    selectedAddressItem.remove();
    bus.publish('geo:address-selected', { address: null });
  }, []);
  return { selected, select, clear };
}

/**
 * After a reload the bus has no address, yet the shopper chose one: announce it again, for the
 * same shopper only, as soon as any of this remote's modules (checkout's pickers) is on screen.
 */
export function useRestoreSelectedAddress(): void {
  const customerId = useSignedInCustomer()?.id ?? null;
  useEffect(() => {
    if (bus.latest('geo:address-selected')?.address) return;
    const choice = selectedAddressItem.get();
    if (!choice || choice.customer_id !== customerId) return;
    bus.publish('geo:address-selected', { address: choice.address });
  }, [customerId]);
}
