import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document. Banners and filters above the grid load
 * after it and push it down, so it is measured again whenever the document's body resizes.
 * Each measure forces a layout of the page: while `enabled` is false (nothing needs the
 * distance yet) there is none, and 0 is returned.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>, enabled = true): number {
  const [top, setTop] = useState(0);

  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [ref]);

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [measure, enabled]);

  return enabled ? top : 0;
}
