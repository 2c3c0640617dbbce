import { useEffect, useState, type RefObject } from 'react';

/** The narrowest a product card may get before a column is dropped. */
export const MIN_CARD_WIDTH_PX = 156;
/** Between cards, across and down. */
export const CARD_GAP_PX = 12;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 6;

/** As many columns of at least MIN_CARD_WIDTH_PX as fit, with their gaps, within the limits. */
export function columnsForWidth(width: number): number {
  if (!(width > 0)) return MIN_COLUMNS;
  const fitting = Math.floor((width + CARD_GAP_PX) / (MIN_CARD_WIDTH_PX + CARD_GAP_PX));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fitting));
}

/**
 * The same count in CSS (`grid-template-columns`), for rows laid out before any script has
 * measured the list: the server's markup, and the page while it hydrates. Each column is at
 * least a card wide, but never so narrow that more than MAX_COLUMNS fit nor so wide that fewer
 * than MIN_COLUMNS do.
 */
export const FITTING_COLUMNS_CSS = `repeat(auto-fill, minmax(min(max(${MIN_CARD_WIDTH_PX}px, (100% - ${
  (MAX_COLUMNS - 1) * CARD_GAP_PX
}px) / ${MAX_COLUMNS}), (100% - ${(MIN_COLUMNS - 1) * CARD_GAP_PX}px) / ${MIN_COLUMNS}), 1fr))`;

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
