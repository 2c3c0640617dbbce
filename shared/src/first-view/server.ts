// Only for the apps' server bundles: pulls in react-dom/server, which no browser should load.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** The element's markup and the CSS of every styled component it rendered. */
export function renderWithStyles(element: ReactElement): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    // The rules alone, without styled-components' <style data-styled> wrapper: the browser's
    // styled-components would otherwise adopt the server's sheet as its own.
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>/g, '')
      .replace(/<\/style>/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
