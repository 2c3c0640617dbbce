import { useEffect, useState } from 'react';
import { useHydrated } from '@barrio/shared/design-system';
import type { StoredItem } from '@barrio/shared/storage';

/**
 * The current value of a stored item, re-read whenever it is written (in this or another tab).
 * Nothing while the page hydrates the server's markup, which the server drew for a guest.
 */
export function useStoredValue<T>(item: StoredItem<T>): T | null {
  const [value, setValue] = useState<T | null>(() => item.get());
  const hydrated = useHydrated();
  useEffect(() => {
    setValue(item.get());
    return item.subscribe(setValue);
  }, [item]);
  return hydrated ? value : null;
}
