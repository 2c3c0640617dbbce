import { useEffect, type RefObject } from 'react';

/** How much of the viewport's bottom the cart bar covers, for floating things to sit above it. */
export const CART_BAR_OFFSET_VAR = '--barrio-cart-bar-offset';

/**
 * Publishes, as a CSS variable on the root element, how far up from the viewport's bottom edge
 * the cart bar reaches. The bar is sticky and its height changes with its state and the
 * screen width, so a fixed guess (the chat bubble's old `2 × touch target`) overlapped it.
 */
export function useCartBarOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const covered = rect.height > 0 ? Math.max(0, window.innerHeight - rect.top) : 0;
      root.style.setProperty(CART_BAR_OFFSET_VAR, `${Math.ceil(covered)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // Measured once the browser has laid the bar out (its first size report, then each change),
    // never while React commits: reading its place there forced a layout of the whole page in
    // the middle of the start (64 ms at 4× CPU on /grande-mx).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (observer) observer.observe(element);
    else schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(CART_BAR_OFFSET_VAR);
    };
  }, [ref]);
}
