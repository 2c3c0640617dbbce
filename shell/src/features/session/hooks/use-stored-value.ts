import { useEffect, useState } from 'react';
import type { StoredItem } from '@barrio/shared/storage';

/** The current value of a stored item, re-read whenever it is written (in this or another tab). */
export function useStoredValue<T>(item: StoredItem<T>): T | null {
  const [value, setValue] = useState<T | null>(() => item.get());
  useEffect(() => {
    setValue(item.get());
    return item.subscribe(setValue);
  }, [item]);
  return value;
}
