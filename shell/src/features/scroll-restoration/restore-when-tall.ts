import { onIdle } from '@barrio/shared/on-idle';

// What the shopper does that ends a restoration: from then on the position is theirs.
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts the page back at `y`, where the shopper left it, and holds it there while the screen is
 * still being drawn; returns the cancel.
 *
 * A screen whose remote is still loading grows after the history step, so the position is taken
 * again whenever the page's height changes. Reaching it once is not the end: a part above it may
 * be drawn in a later render of the same screen (the shop's catalogue draws after the shell), and
 * the browser's scroll anchoring then keeps the same cards in view by moving the page, 22 px off
 * on a desktop. The page holds the position until the browser is first idle after reaching it,
 * and gives up as soon as the shopper scrolls, touches or types, so it never fights them.
 */
export function restoreWhenTall(y: number): () => void {
  let done = false;
  let cancelIdle: (() => void) | null = null;
  const tryRestore = () => {
    if (done) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    const target = Math.min(y, Math.max(0, room));
    if (window.scrollY !== target) window.scrollTo(0, target);
    if (room >= y && cancelIdle === null) cancelIdle = onIdle(stop);
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryRestore);
  function stop() {
    done = true;
    cancelIdle?.();
    observer?.disconnect();
    for (const name of SHOPPER_INPUT) window.removeEventListener(name, stop);
  }
  for (const name of SHOPPER_INPUT) window.addEventListener(name, stop, { passive: true });
  observer?.observe(document.body);
  tryRestore();
  return stop;
}
