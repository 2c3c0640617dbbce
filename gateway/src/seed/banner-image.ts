const PALETTES = {
  default: ['#ff6b1a', '#ffb347'],
  blue: ['#1d5fbf', '#5aa9ff'],
} as const;

/** Every banner is drawn as the storefront's one slider frames it: a wide, low strip. */
export const BANNER_SIZE = { width: 1200, height: 300 } as const;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

// The slider's controls sit over the picture's lower right, about a fifth of its width: a title
// starts at the left and ends before them.
const TITLE_START = 0.05;
const TITLE_END = 0.78;

/**
 * The title's size: as large as a phone's strip can show it (a phone draws the strip about a
 * third of its size), smaller for long titles so that they end before the slider's controls.
 */
function fontSizeFor(title: string): number {
  const room = BANNER_SIZE.width * (TITLE_END - TITLE_START);
  const fitting = Math.floor(room / (Math.max(title.length, 1) * 0.56));
  return Math.max(36, Math.min(84, fitting));
}

/**
 * A self-contained SVG banner (data URI), so the demo needs no image hosting. Every banner
 * carries its title in the picture (the storefront shows every type in one slider), so no
 * banner is an empty block of colour. Each screen crops the picture to its own strip around its
 * middle line: a desktop's strip (1166 × 104 px) shows only the middle 36 % of its height, where
 * a title drawn at 40 % lost its top. A phone's strip shows nearly all of it, but the slider's
 * controls cover it from 58 % of its height down, so the title is drawn a little above the
 * middle, at 45 %, where both show it whole.
 */
export function bannerImage(title: string, theme: string): string {
  const [from, to] = theme === 'blue' ? PALETTES.blue : PALETTES.default;
  const { width, height } = BANNER_SIZE;
  const size = fontSizeFor(title);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="${TITLE_START * 100}%" y="45%" dominant-baseline="middle" text-anchor="start" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
