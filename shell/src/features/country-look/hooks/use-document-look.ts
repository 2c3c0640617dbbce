import { useEffect } from 'react';
import type { BarrioTheme } from '@barrio/shared/design-system';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Mirrors the theme and locale onto the document: `lang` for screen readers, `data-theme`
 * for CSS outside React and for tests, the browser bar's colour and the theme's icon (the same
 * one the gateway's manifest lists, so the tab and the installed app match).
 */
export function useDocumentLook(theme: BarrioTheme, locale: string): void {
  const { name, colors } = theme;
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme', name);
    // Set again to the value the server gave it, `lang` still costs the browser a restyle of
    // the page (2 ms unthrottled after a cold /demo-mx), in the effects of the first render.
    if (root.getAttribute('lang') !== locale) root.setAttribute('lang', locale);
    headElement('meta[name="theme-color"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      return meta;
    }).content = colors.primary;
    headElement('link[rel="icon"]', () => {
      const link = document.createElement('link');
      link.rel = 'icon';
      link.type = 'image/svg+xml';
      return link;
    }).href = `/api/manifest/icons/${name}.svg`;
  }, [name, colors.primary, locale]);
}
