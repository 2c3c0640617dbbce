import { startTransition, useEffect, useState } from 'react';
import { useServerMarkupDrawn } from '@barrio/shared/design-system';
import type { StoredItem } from '@barrio/shared/storage';

/**
 * The current value of a stored item, re-read whenever it is written (in this or another tab).
 * Nothing while the page hydrates the server's markup, which the server drew for a guest; drawn
 * again after that only when something is stored.
 */
export function useStoredValue<T>(item: StoredItem<T>): T | null {
  const serverMarkup = useServerMarkupDrawn();
  const [value, setValue] = useState<T | null>(() => (serverMarkup.current ? null : item.get()));
  useEffect(() => {
    const stored = item.get();
    // A stored value (none for a guest) the hydrated markup lacks: not the answer to a tap.
    startTransition(() => setValue(stored));
    return item.subscribe(setValue);
  }, [item]);
  return value;
}
