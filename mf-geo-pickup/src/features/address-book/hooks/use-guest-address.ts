import { useCallback, useSyncExternalStore } from 'react';
import type { NewAddressBody } from '../address-draft';
import { GUEST_ADDRESS_ID, guestAddressItem, type GuestAddress } from '../guest-address';

export interface GuestAddressState {
  address: GuestAddress | null;
  save: (body: NewAddressBody) => GuestAddress;
  remove: () => void;
}

const subscribe = (onChange: () => void) => guestAddressItem.subscribe(() => onChange());

// The stored item parses JSON on every read; the snapshot must stay the same object until it changes.
let cachedRaw: string | null = null;
let cachedAddress: GuestAddress | null = null;
function snapshot(): GuestAddress | null {
  const address = guestAddressItem.get();
  const raw = address ? JSON.stringify(address) : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedAddress = address;
  }
  return cachedAddress;
}

/** The one manual address a guest can keep, local to this browser tab. */
export function useGuestAddress(): GuestAddressState {
  const address = useSyncExternalStore(subscribe, snapshot, snapshot);
  const save = useCallback((body: NewAddressBody) => {
    const saved: GuestAddress = { id: GUEST_ADDRESS_ID, ...body };
    guestAddressItem.set(saved);
    return saved;
  }, []);
  const remove = useCallback(() => guestAddressItem.remove(), []);
  return { address, save, remove };
}
