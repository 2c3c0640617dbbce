import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_STYLES_ID,
} from '@barrio/shared/first-view';

/** The catalogue shows its first screen with its data: the page can be seen. */
const SCREEN_READY = `[${FIRST_SCREEN_ATTRIBUTE}="ready"]`;
/** The page shows what the first view cannot: a remote's failure or an error to retry. */
const SCREEN_FAILED = [
  '[data-testid="remote-fallback"]',
  '[data-testid="shop-error"]',
  '[data-testid="catalog-error"]',
].join(',');
/**
 * However the page fares, the shopper gets the live page after this long: a remote too old to
 * mark its first screen must not leave the picture up for good.
 */
export const TAKE_OVER_AT_THE_LATEST_MS = 30_000;

/**
 * The gateway may send the shop page's first screen rendered on the server, with this page
 * rendering under it out of sight (see gateway/src/modules/web/server-first-view.ts). Once
 * the page shows the same screen (or something else: another route, an error), the server's
 * markup and styles go and the page takes their place in one step.
 */
export function takeOverFirstView(root: HTMLElement): void {
  const firstView = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  if (!firstView) return;
  // A picture from now on: its buttons do nothing, the page's own will.
  firstView.inert = true;
  const path = window.location.pathname;

  const pageShowsItsOwn = () =>
    root.querySelector(SCREEN_READY) !== null ||
    root.querySelector(SCREEN_FAILED) !== null ||
    window.location.pathname !== path;
  const observer = new MutationObserver(() => {
    if (pageShowsItsOwn()) takeOver();
  });
  const latest = window.setTimeout(takeOver, TAKE_OVER_AT_THE_LATEST_MS);

  function takeOver(): void {
    observer.disconnect();
    window.clearTimeout(latest);
    firstView?.remove();
    document.getElementById(FIRST_VIEW_STYLES_ID)?.remove();
  }

  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [FIRST_SCREEN_ATTRIBUTE],
  });
}
