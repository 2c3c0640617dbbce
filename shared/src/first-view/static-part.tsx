import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useServerMarkupDrawn } from '../design-system/hooks/use-hydrated';
import { onIdle } from '../scheduling/on-idle';
import { HydrationIsland, islandAttributes, pendingElementOf } from './hydration-island';
import { ISLAND_PENDING_ATTRIBUTE } from './kept-taps';

type StaticComponent<Props> = ComponentType<Props>;
type Loader<Props> = () => Promise<{ default: StaticComponent<Props> }>;

/** The island a static part's markup sits in, named after the part. */
export const staticIslandName = (name: string) => `static-${name}`;

// Each bundle (the browser's, an app's server bundle) has its own registry: the parts its code
// declares. `loaders` is filled as modules declare parts; `loaded` only where loadStaticParts()
// ran (a server render), never in the browser.
const loaders = new Map<string, Loader<never>>();
const loaded = new Map<string, StaticComponent<never>>();

/**
 * Loads the component of every static part this bundle declares, for a server render, which
 * cannot wait for a part (renderWithStyles refuses a page that suspends). A server bundle calls
 * it before rendering; in its one file the loads are already at hand.
 */
export async function loadStaticParts(): Promise<void> {
  await Promise.all(
    [...loaders].map(async ([name, load]) => {
      loaded.set(name, (await load()).default);
    }),
  );
}

/** What a part was drawn with on the server, and the markup it got. */
interface KeptMarkup {
  html: string;
  props: object;
  locale: string;
}

// The server's markup of each part, kept from the hydration on: a part the browser draws again
// later with the same inputs (a page left and come back to) draws that markup, still without its
// code.
const keptMarkup = new Map<string, KeptMarkup>();

/**
 * How long a part the browser draws itself waits for the browser to be idle, at most: nothing in
 * a static part is urgent, and its chunk should not share the page's first load with what is.
 */
export const STATIC_PART_IDLE_TIMEOUT_MS = 2000;

// Parts whose component this page has loaded: drawn again, they need not wait.
const loadedInThePage = new Set<string>();

/** True once the browser has been idle since the mount (at once when `already`). */
function useIdleSinceMount(already: boolean): boolean {
  const [idle, setIdle] = useState(already);
  useEffect(
    () => (idle ? undefined : onIdle(() => setIdle(true), STATIC_PART_IDLE_TIMEOUT_MS)),
    [idle],
  );
  return idle;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * A part of a server-rendered page that never comes alive (hydration policy `never`) and whose
 * component the browser does not download for it: static text, links and pictures.
 *
 * - On the server, the component renders inside an island named `static-<name>`.
 * - In the browser hydrating that markup, the island keeps it as it is; `load` is not called,
 *   so the component's code (a chunk of its own) is never fetched. Drawn again later with the
 *   same inputs (the page left and come back to), it draws that markup again.
 * - Where the browser draws the part itself (a page it renders alone, a client navigation) or
 *   once what it was drawn with changes (its props, the locale), the component is loaded and
 *   drawn: the server's markup is only kept while it is still what the component would draw.
 *   The first such load waits for the browser to be idle (at most
 *   STATIC_PART_IDLE_TIMEOUT_MS): a static part is never what the page is waiting for.
 *
 * `load` must be a dynamic import of a module of its own, so that the component lands in its own
 * chunk; nothing else on the first screen may import that module statically.
 */
export function staticPart<Props extends object>(
  name: string,
  load: Loader<Props>,
): ComponentType<Props> {
  loaders.set(name, load as Loader<never>);
  const Live = lazy(() =>
    load().then((module) => {
      loadedInThePage.add(name);
      return module;
    }),
  );

  function StaticPart(props: Props) {
    // Read once, for the markup below: a part never drawn again just because the page is alive.
    const hydrating = useServerMarkupDrawn().current;
    const { locale } = useIntl();
    const idle = useIdleSinceMount(loadedInThePage.has(name));
    // Decided once per mount: the markup this part may keep drawing, if any.
    const [kept] = useState(() => {
      if (typeof document === 'undefined') return null;
      const known = keptMarkup.get(name);
      if (known || !hydrating) return known ?? null;
      const html = pendingElementOf(staticIslandName(name))?.innerHTML;
      if (html === undefined) return null;
      const adopted = { html, props, locale };
      keptMarkup.set(name, adopted);
      return adopted;
    });

    // The server (or a test rendering the server's page): the component is at hand.
    const Component = loaded.get(name) as StaticComponent<Props> | undefined;
    if (Component) {
      return (
        <HydrationIsland name={staticIslandName(name)} policy="never">
          <Component {...props} />
        </HydrationIsland>
      );
    }
    if (typeof document === 'undefined') {
      throw new Error(`the static part "${name}" was rendered before loadStaticParts()`);
    }
    if (kept && kept.locale === locale && sameProps(kept.props, props)) {
      // As the server drew it (and as HydrationIsland keeps a pending island): React adopts the
      // markup as it is and never renders the component.
      return (
        <div
          {...islandAttributes(staticIslandName(name), 'never')}
          {...{ [ISLAND_PENDING_ATTRIBUTE]: '' }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
      );
    }
    // Drawn by the browser: once it is idle, unless this page has its code already.
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <Live {...props} />
      </Suspense>
    );
  }
  StaticPart.displayName = `StaticPart(${name})`;
  return StaticPart;
}
