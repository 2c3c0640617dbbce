import { PAGE_PROTOCOLS, pageInstance } from '../page-instance';
import { z } from '../zod';
import { liteProductImageUrl } from '../domain/product-image-url';
import { LOW_DATA_COOKIE } from '../first-view';
import { defineJsonItem } from './stored-item';

/** The shopper's own "save data" switch (the footer's low-data toggle). */
export const lowDataModeStorage = defineJsonItem('low_data_mode', z.boolean());

/** The browser asks sites to save data (Chrome's data saver; it also sends `Save-Data: on`). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  );
}

/**
 * Turns the shopper's low-data switch on or off, here and, through a cookie, for the gateway's
 * first view, which then draws the lite pictures too.
 */
export function setLowDataMode(on: boolean): void {
  if (on) lowDataModeStorage.set(true);
  else lowDataModeStorage.remove();
  if (typeof document === 'undefined') return;
  document.cookie = on
    ? `${LOW_DATA_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${LOW_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

// Set only while a server renders a page: there is no browser to ask. One holder for every copy
// of this code in the process (the shell's server bundle renders the page, mf-catalog's the
// catalogue inside it), like the page's other instances.
interface ServerDataMode {
  lowData: boolean | null;
}

const serverDataMode = pageInstance<ServerDataMode>(
  PAGE_PROTOCOLS.serverDataMode,
  () => ({ lowData: null }),
  (value) => typeof value === 'object' && value !== null && 'lowData' in value,
);

/**
 * Renders `render` on the server as a page in (or out of) low-data mode would. Rendering to a
 * string is synchronous, so the mode cannot leak into another request's render.
 */
export function renderInDataMode<T>(lowData: boolean, render: () => T): T {
  serverDataMode.lowData = lowData;
  try {
    return render();
  } finally {
    serverDataMode.lowData = null;
  }
}

/**
 * Low-data mode: no banner autoplay, no map tiles, nothing downloaded ahead of need. On when
 * the browser asks for it or the shopper turned it on.
 */
export function isLowDataMode(): boolean {
  if (serverDataMode.lowData !== null) return serverDataMode.lowData;
  return lowDataModeStorage.get() === true || browserSavesData();
}

/** The picture to ask for: in low-data mode, the gateway's lighter twin of a packshot. */
export function imageForDataMode(src: string): string {
  return isLowDataMode() ? liteProductImageUrl(src) : src;
}
