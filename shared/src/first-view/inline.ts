// What a server-rendered page carries inline, read without a DOM: the shell's page reads it
// with the document, the service worker from a kept copy of the page's HTML.
import type { DehydratedState } from '@tanstack/react-query';

import { FIRST_VIEW_SOURCES_ID, FIRST_VIEW_STATE_ID } from './inline-ids';

export { FIRST_VIEW_SOURCES_ID, FIRST_VIEW_STATE_ID };

function inlineJsonIn(html: string, id: string): unknown {
  const found = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(
    html,
  );
  if (!found) return null;
  try {
    return JSON.parse(found[1]!);
  } catch {
    return null;
  }
}

/** The API reads a server-rendered page answered inline, read from its HTML (none otherwise). */
export function firstViewSourcesIn(html: string): string[] {
  const sources = inlineJsonIn(html, FIRST_VIEW_SOURCES_ID);
  return Array.isArray(sources)
    ? sources.filter((url): url is string => typeof url === 'string' && url.startsWith('/api/'))
    : [];
}

/**
 * The first product page a kept copy of a server-rendered shop page answered inline, with the
 * API read it stands for: the service worker searches it offline like a page it fetched.
 */
export function firstProductsPageIn(
  html: string,
): { source: string; page: { items: unknown[] } } | null {
  const sources = inlineJsonIn(html, FIRST_VIEW_SOURCES_ID);
  const states = inlineJsonIn(html, FIRST_VIEW_STATE_ID);
  if (!Array.isArray(sources) || !Array.isArray(states)) return null;
  const source = sources.find(
    (url): url is string => typeof url === 'string' && url.startsWith('/api/products?'),
  );
  if (!source) return null;
  for (const state of states as Array<Partial<DehydratedState>>) {
    for (const query of state.queries ?? []) {
      const pages = (query.state.data as { pages?: unknown } | undefined)?.pages;
      const first: unknown = Array.isArray(pages) ? pages[0] : null;
      if (first && Array.isArray((first as { items?: unknown }).items)) {
        return { source, page: first as { items: unknown[] } };
      }
    }
  }
  return null;
}
