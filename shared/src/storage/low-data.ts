import { z } from '../zod';
import { liteProductImageUrl } from '../domain/product-image-url';
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
 * Low-data mode: no banner autoplay, no map tiles, nothing downloaded ahead of need. On when
 * the browser asks for it or the shopper turned it on.
 */
export function isLowDataMode(): boolean {
  return lowDataModeStorage.get() === true || browserSavesData();
}

/** The picture to ask for: in low-data mode, the gateway's lighter twin of a packshot. */
export function imageForDataMode(src: string): string {
  return isLowDataMode() ? liteProductImageUrl(src) : src;
}
