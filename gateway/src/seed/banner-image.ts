const PALETTES = {
  default: ['#ff6b1a', '#ffb347'],
  blue: ['#1d5fbf', '#5aa9ff'],
} as const;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * A self-contained SVG banner (data URI), so the demo needs no image hosting. Only slider
 * banners carry their title in the picture: the storefront writes hero and in-app titles over
 * or under the picture itself, where they wrap to the screen instead of being cropped.
 */
export function bannerImage(title: string, theme: string, type: number): string {
  const [from, to] = theme === 'blue' ? PALETTES.blue : PALETTES.default;
  const [width, height] = type === 2 ? [1200, 400] : type === 3 ? [600, 300] : [1200, 300];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${type === 1 ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 7)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>` : ''}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
