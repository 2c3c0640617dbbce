// Imports nothing: it runs in the shell's entry, before anything else has loaded.

/**
 * Until React has hydrated it, the server's markup is a picture of the page: a tap on it would
 * do nothing, and what is typed into it would be lost when React takes it over. It is held out
 * of reach (inert) from the moment the shell's script runs until then (releaseServerMarkup).
 * Without script it stays as it is, links and all.
 */
export function holdServerMarkup(container: HTMLElement | null): void {
  if (container?.firstElementChild) container.inert = true;
}

/** The page is React's: hydrated, or replaced by the browser's own render. */
export function releaseServerMarkup(container: HTMLElement | null): void {
  if (container) container.inert = false;
}
