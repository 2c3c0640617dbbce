// Imports nothing: it runs in the shell's entry, before anything else has loaded.

let held: HTMLElement | null = null;
let rootRendered = false;
const modulesHydrating = new Set<string>();

function releaseWhenHydrated(): void {
  if (held && rootRendered && modulesHydrating.size === 0) {
    held.removeAttribute('inert');
    held = null;
  }
}

/**
 * Until React has hydrated it, the server's markup is a picture of the page: a tap on it would
 * do nothing, and what is typed into it would be lost when React takes it over. It is held out
 * of reach (inert) from the moment the shell's script runs until the whole page is React's: its
 * frame and every remote module in it (React hydrates each of those later, part by part).
 * Without script it stays as it is, links and all.
 */
export function holdServerMarkup(container: HTMLElement | null): void {
  if (!container?.firstElementChild) return;
  container.setAttribute('inert', '');
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
