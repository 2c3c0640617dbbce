import sharp from 'sharp';
import { iconSvg, type THEME_COLORS } from './manifest-service';

export const PNG_ICON_SIZES = [192, 512] as const;
export type PngIconSize = (typeof PNG_ICON_SIZES)[number];

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The app icon as a PNG (browsers that install a web app want 192 and 512 px PNGs, and a
 * maskable one), drawn from the same SVG once per process and kept.
 */
export function iconPng(
  theme: keyof typeof THEME_COLORS,
  maskable: boolean,
  size: PngIconSize,
): Promise<Buffer> {
  const key = `${theme}-${maskable}-${size}`;
  let png = rendered.get(key);
  if (!png) {
    png = sharp(Buffer.from(iconSvg(theme, maskable)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    rendered.set(key, png);
    png.catch(() => rendered.delete(key));
  }
  return png;
}
