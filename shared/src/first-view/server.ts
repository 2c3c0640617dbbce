// Only for the apps' server bundles: pulls in react-dom/server, which no browser should load.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** A part of the page that suspended on the server: React left its fallback for the browser. */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * The element's markup and styled-components' style tags for every rule it uses. The tags are
 * styled-components' own (`<style data-styled>`): the browser's styled-components adopts them as
 * its sheet when the page hydrates, rather than writing the same rules again.
 *
 * Everything must be at hand when this runs (data in the query cache, message catalogues
 * loaded, remote components given): a part that suspends would reach the browser as its
 * fallback, which hydration then replaces and reports. That is refused here instead.
 */
export function renderWithStyles(element: ReactElement): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    if (UNFINISHED_BOUNDARY.test(html)) {
      throw new Error('a part of the page suspended while rendering on the server');
    }
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
