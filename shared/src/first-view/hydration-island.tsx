import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useServerMarkupDrawn } from '../design-system/hooks/use-hydrated';
import { useRedraw } from '../design-system/hooks/use-redraw';
import { onIdle } from '../scheduling/on-idle';
import {
  HELD_TAP_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_PENDING_ATTRIBUTE,
  hasKeptTapIn,
} from './kept-taps';
import type { HydrationPolicy } from './hydration-policy';

export type { HydrationPolicy } from './hydration-policy';

/**
 * How far outside the viewport a `visible` island comes alive: half a row of cards ahead of a
 * finger scrolling. Wider, the rows just under a phone's first screen came alive during the
 * load as well; a tap that reaches a card before it is alive is kept and runs once it is.
 */
export const VISIBLE_ROOT_MARGIN = '120px 0px';

/**
 * Islands drawn as the server's markup, by name, while they are mounted: an island the page
 * moves elsewhere (another row) mounts again before the old one goes, and keeps drawing that
 * markup instead of coming alive early.
 */
const serverMarkupByIsland = new Map<string, string>();

/** The server's markup of the island still pending in the document, if any. */
export function pendingElementOf(island: string): Element | null {
  const name = island.replace(/["\\]/g, '\\$&');
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"][${ISLAND_PENDING_ATTRIBUTE}]`);
}

/**
 * The markup to keep drawing for this island: the server's, while the browser hydrates the
 * page it rendered (or, later, for an island that has not come alive yet), else none.
 */
function serverMarkupOf(island: string, hydrating: boolean): string | null {
  if (typeof document === 'undefined') return null;
  const known = serverMarkupByIsland.get(island);
  if (known !== undefined) return known;
  if (!hydrating) return null;
  return pendingElementOf(island)?.innerHTML ?? null;
}

/**
 * Calls `wake` when the policy says the time has come for the part drawn in `element` (an
 * island, or the shell's slot for a remote); returns the clean-up.
 */
export function watchForWaking(element: HTMLElement, policy: HydrationPolicy, wake: () => void) {
  const cleanups: (() => void)[] = [];
  const listen = (type: string) => {
    element.addEventListener(type, wake);
    cleanups.push(() => element.removeEventListener(type, wake));
  };
  // Any policy but `never` comes alive on the first input inside it: a tap the inline script
  // held, a finger down, or a focus (the keyboard reaching one of its controls).
  if (policy !== 'never') {
    listen(HELD_TAP_EVENT);
    listen('focusin');
    // A slot's placeholder holds no kept tap: a finger on it is the input.
    listen('pointerdown');
  }
  // The island's own box: its wrapper takes part in the layout only through its children.
  const target = element.firstElementChild;
  if (policy === 'visible' && target && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: VISIBLE_ROOT_MARGIN },
    );
    observer.observe(target);
    cleanups.push(() => observer.disconnect());
  } else if (policy === 'visible' || policy === 'idle') {
    cleanups.push(onIdle(wake));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** Where `node` sits under `root`, as child indexes; null when it is not under it. */
function pathTo(root: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  for (let at = node; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return node ? path : null;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

// The wrapper is no box of its own: the children lay out as if it were not there.
const CONTENTS: CSSProperties = { display: 'contents' };

/** The attributes of an island's wrapper, alive or not, as the server and the browser draw it. */
export function islandAttributes(name: string, policy: HydrationPolicy) {
  return {
    [ISLAND_ATTRIBUTE]: name,
    'data-hydration': policy,
    role: 'presentation',
    style: CONTENTS,
  };
}

export interface HydrationIslandProps {
  /** Unique on the page, the same on the server and in the browser (e.g. `product-12`). */
  name: string;
  policy: HydrationPolicy;
  children: ReactNode;
}

/**
 * A part of a server-rendered page that comes alive by its own policy instead of with the page:
 * while the browser hydrates the page, the island keeps the server's markup as it is (React
 * neither renders its components nor attaches to its elements) and draws its children only when
 * its policy says so: `visible` when it comes near the viewport, `idle` when the browser has
 * nothing else to do, `interaction` on the first input inside it, `never` not at all. `eager`
 * is no island: its children hydrate with the page. A tap made on a pending island is kept and
 * runs on its control once the island is alive (kept-taps). A page the browser renders alone
 * (a client navigation, another locale) draws every island's children at once.
 */
export function HydrationIsland({ name, policy, children }: HydrationIslandProps) {
  // Not useHydrated: that would draw every island again once the page is alive, for nothing.
  const hydrating = useServerMarkupDrawn().current;
  const [serverMarkup, setServerMarkup] = useState(() => serverMarkupOf(name, hydrating));
  const drawChildren = useRedraw();
  const wrapper = useRef<HTMLDivElement>(null);
  // Where the focus was in the server's markup when the island woke (the keyboard reached it):
  // the same element of the markup drawn anew gets it back.
  const focusPath = useRef<number[] | null>(null);
  // On the server (where nothing is hydrated yet either) the island is pending by definition.
  const pending = policy !== 'eager' && (serverMarkup !== null || hydrating);

  useEffect(() => {
    const element = wrapper.current;
    if (!pending || !element || serverMarkup === null) return undefined;
    serverMarkupByIsland.set(name, serverMarkup);
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      focusPath.current = pathTo(element, document.activeElement);
      startTransition(() => setServerMarkup(null));
    };
    // A tap made before the island was React's (the page was still held) wakes it at once;
    // nothing wakes a `never` island.
    const stopWatching =
      policy !== 'never' && hasKeptTapIn(name)
        ? (wake(), undefined)
        : watchForWaking(element, policy, wake);
    return () => {
      stopWatching?.();
      serverMarkupByIsland.delete(name);
    };
  }, [pending, policy, name, serverMarkup]);

  useEffect(() => {
    // Hydrated where the server's markup lacked the island: its children come next.
    if (hydrating && serverMarkup === null && policy !== 'eager') startTransition(drawChildren);
  }, [hydrating, serverMarkup, policy, drawChildren]);

  useLayoutEffect(() => {
    const path = focusPath.current;
    if (serverMarkup !== null || !path || !wrapper.current) return;
    focusPath.current = null;
    const focused = elementAt(wrapper.current, path);
    if (focused instanceof HTMLElement) focused.focus();
  }, [serverMarkup]);

  if (policy === 'eager') return <>{children}</>;
  const attributes = islandAttributes(name, policy);
  if (!pending) {
    // Alive: still named, so that a tap kept on the server's markup finds its control here.
    return (
      <div key="alive" ref={wrapper} {...attributes}>
        {children}
      </div>
    );
  }
  if (serverMarkup === null) {
    // The server: the children, marked as an island the browser leaves as they are. (Also
    // the browser, hydrating a page whose markup lacks the island: it then draws what the
    // server would have, and the island's children from the next render on.)
    return (
      <div {...attributes} {...{ [ISLAND_PENDING_ATTRIBUTE]: '' }}>
        {children}
      </div>
    );
  }
  // The browser, before the island's time: the server's markup, untouched.
  return (
    <div
      key="server-markup"
      ref={wrapper}
      {...attributes}
      {...{ [ISLAND_PENDING_ATTRIBUTE]: '' }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverMarkup }}
    />
  );
}
