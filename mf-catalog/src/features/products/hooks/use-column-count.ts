import { useEffect, useState, type RefObject } from 'react';

/** The narrowest a product card may get before a column is dropped. */
export const MIN_CARD_WIDTH_PX = 168;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 6;

export function columnsForWidth(width: number): number {
  if (!(width > 0)) return MIN_COLUMNS;
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor(width / MIN_CARD_WIDTH_PX)));
}

/** How many product columns fit in the element, following its width as it changes. */
export function useColumnCount(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(MIN_COLUMNS);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setColumns(columnsForWidth(element.clientWidth));
    update();
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(update);
      observer.observe(element);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [ref]);

  return columns;
}
