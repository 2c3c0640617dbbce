// Taps made on the server's markup before it is hydrated, kept for the control they were meant
// for. Imports nothing: the gateway inlines the script below into the page's head, and the
// shell's entry (before anything else has loaded) opens the page once it is React's.

/** The attribute a control carries, in the server's markup and in the browser's, to keep taps. */
export const TAP_KEY_ATTRIBUTE = 'data-tap-key';

/**
 * The page's kept taps, shared through `window` by the inline script, the shell and every
 * remote (each bundles its own copy of this file). Changing this shape needs a new key.
 */
export const KEPT_TAPS_GLOBAL = '__barrioKeptTaps1';

/**
 * The attributes of a part of the server's markup that hydrates later than the page (see
 * hydration-island): its name, and, while it is still the server's markup, the pending mark.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PENDING_ATTRIBUTE = 'data-island-pending';
/**
 * The event the inline script sends from a tap it held inside a pending island: the island
 * comes alive at once, and its control then runs the tap it kept.
 */
export const HELD_TAP_EVENT = 'barrio-held-tap';

/**
 * A tap kept for a control of the server's markup: its key, the very element tapped, and the
 * island it was tapped in while that island was still the server's markup (the island draws
 * its part anew when it comes alive, so the control the tap is for is another element then).
 */
export interface KeptTap {
  key: string;
  node: Element;
  island?: string;
}

export interface KeptTaps {
  /** The taps made before their control could run, one per element, oldest first. */
  taps: KeptTap[];
  /** Keys of the controls that run their own taps now (hydrated), with how many are mounted. */
  ready: Record<string, number>;
  /** The whole page is React's: nothing is held any more. */
  open: boolean;
}

/**
 * Runs in the head, before the markup is parsed. Until the page is React's, and afterwards
 * inside an island that is still the server's markup, a tap inside `#root` on a control with a
 * tap key that cannot run yet is kept with the element tapped (once: a second tap on a control
 * that did nothing is impatience, not a second unit) and goes no further; a link still
 * navigates as it does without script; any other tap, and typing, is held, since React would
 * drop what it changed when it takes the markup over. A tap held in a pending island tells the
 * island (HELD_TAP_EVENT), which then comes alive.
 */
export const KEPT_TAPS_SCRIPT =
  `(function(){var s=window.${KEPT_TAPS_GLOBAL}={taps:[],ready:{},open:false};` +
  `function held(e){var r=document.getElementById("root"),t=e.target;` +
  `if(!(r&&t instanceof Element&&r.contains(t)))return null;` +
  `return s.open&&!t.closest("[${ISLAND_PENDING_ATTRIBUTE}]")?null:t}` +
  `document.addEventListener("click",function(e){var t=held(e);if(!t)return;` +
  `var c=t.closest("[${TAP_KEY_ATTRIBUTE}]"),k=c&&c.getAttribute("${TAP_KEY_ATTRIBUTE}");` +
  `if(k&&s.ready[k])return;if(!k&&t.closest("a[href]"))return;` +
  `e.preventDefault();e.stopImmediatePropagation();` +
  `var i=t.closest("[${ISLAND_PENDING_ATTRIBUTE}]"),n=i&&i.getAttribute("${ISLAND_ATTRIBUTE}");` +
  `if(k&&!s.taps.some(function(x){return x.node===c}))s.taps.push(n?{key:k,node:c,island:n}:{key:k,node:c});` +
  `if(i)t.dispatchEvent(new Event("${HELD_TAP_EVENT}",{bubbles:true}))},true);` +
  `function hold(e){if(held(e))e.preventDefault()}` +
  `document.addEventListener("beforeinput",hold,true);document.addEventListener("submit",hold,true)})();`;

/** The page's kept taps; undefined on a page the browser rendered alone (nothing was held). */
export function keptTaps(): KeptTaps | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, KeptTaps | undefined>)[KEPT_TAPS_GLOBAL];
}

/**
 * The page is React's (its frame and the remote modules in it have mounted): taps go to it
 * directly. Taps kept so far stay for their controls, which may hydrate a little later (a
 * module's rows hydrate after the module).
 */
export function openKeptTaps(): void {
  const state = keptTaps();
  if (state) state.open = true;
}

/**
 * Whether `node` is the element `tap` was made on: that very element, or, where the tap was made
 * in an island still drawn as the server's markup (an element since replaced), the control of
 * that key in the same island, drawn anew.
 */
function isTheElementTapped(tap: KeptTap, node: Element | null): boolean {
  if (tap.node === node) return true;
  if (tap.island === undefined || !node || tap.node.isConnected) return false;
  return node.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) === tap.island;
}

/** Whether a tap was kept in the island named `island` while it was the server's markup. */
export function hasKeptTapIn(island: string): boolean {
  return keptTaps()?.taps.some((tap) => tap.island === island) ?? false;
}

/**
 * A control with this key, drawn as `node`, runs its own taps from now on. Returns whether that
 * very element was tapped before it could run (so a tap is handed over once, and only to the
 * control that hydrated the element tapped, never to one mounted later), and the function to
 * call when the control goes away.
 */
export function claimKeptTap(
  key: string,
  node: Element | null,
): { tapped: boolean; release: () => void } {
  const state = keptTaps();
  if (!state) return { tapped: false, release: () => undefined };
  state.ready[key] = (state.ready[key] ?? 0) + 1;
  const at = state.taps.findIndex((tap) => tap.key === key && isTheElementTapped(tap, node));
  if (at >= 0) state.taps.splice(at, 1);
  return {
    tapped: at >= 0,
    release: () => {
      const left = (state.ready[key] ?? 1) - 1;
      if (left > 0) state.ready[key] = left;
      else delete state.ready[key];
    },
  };
}
