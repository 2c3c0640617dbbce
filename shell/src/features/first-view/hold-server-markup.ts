// Imports nothing that needs federation: it runs in the shell's entry, before anything else
// has loaded (kept-taps is a plain file every app bundles).
import { keptTaps, openKeptTaps } from '@barrio/shared/first-view/kept-taps';

let held: HTMLElement | null = null;
let rootRendered = false;
const modulesHydrating = new Set<string>();

function releaseWhenHydrated(): void {
  if (held && rootRendered && modulesHydrating.size === 0) {
    held.removeAttribute('inert');
    openKeptTaps();
    held = null;
  }
}

/**
 * Until React has hydrated it, the server's markup is a picture of the page: what is typed into
 * it would be lost when React takes it over. The gateway's inline script (kept-taps) holds it
 * from the first paint until the whole page is React's, its frame and every remote module in it
 * (React hydrates each of those later, part by part), and keeps a tap on a control that will run
 * it once hydrated. A page served without that script is held out of reach (inert) instead, from
 * the moment the shell's script runs. Without script it stays as it is, links and all.
 */
export function holdServerMarkup(container: HTMLElement | null): void {
  if (!container?.firstElementChild) return;
  if (!keptTaps()) container.setAttribute('inert', '');
  held = container;
}

/** The remote modules in the server's markup, which the page waits for as well. */
export function awaitHydratedModules(modules: readonly string[]): void {
  for (const module of modules) modulesHydrating.add(module);
}

/**
 * A remote module of the server's markup is React's: hydrated, or (its code failing to load)
 * replaced by its fallback.
 */
export function moduleSettled(module: string): void {
  modulesHydrating.delete(module);
  releaseWhenHydrated();
}

/** The page's first render is on screen: the server's markup hydrated, or replaced. */
export function pageRendered(): void {
  rootRendered = true;
  releaseWhenHydrated();
}
