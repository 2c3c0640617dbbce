import { BANNER_SIZE, bannerImage } from './banner-image';

/** The SVG behind a banner's data URI, and its title's position and size. */
function titleOf(dataUri: string) {
  const svg = decodeURIComponent(dataUri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const text = /<text x="([\d.]+)%" y="([\d.]+)%"[^>]* font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(
    svg,
  );
  if (!text) throw new Error(`no title in ${svg}`);
  return { y: (Number(text[2]) / 100) * BANNER_SIZE.height, size: Number(text[3]), title: text[4] };
}

// The tightest crop the slider makes: a desktop's strip, 1166 px wide and capped at 104 px
// high, shows this share of the picture's height around its middle.
const DESKTOP_STRIP_WIDTH = 1166;
const DESKTOP_STRIP_HEIGHT = 104;
const shownHeight = (DESKTOP_STRIP_HEIGHT / DESKTOP_STRIP_WIDTH) * BANNER_SIZE.width;
// On a phone's strip (9 / 2) the slider's controls cover the picture from this height down.
const PHONE_CONTROLS_TOP = 0.58 * BANNER_SIZE.height;

// A bold sans-serif title reaches at most about 0.375 of its font size above and below its
// middle line (capitals and descenders together stay within 0.75 em).
const halfHeightOf = (size: number) => 0.375 * size;

describe('the demo banners', () => {
  it.each(['Ofertas de la semana', 'Envío gratis en compras grandes', 'Limpieza'])(
    '"%s" is whole in a desktop\'s strip and above a phone\'s slider controls',
    (title) => {
      const { y, size } = titleOf(bannerImage(title, 'default'));
      const top = (BANNER_SIZE.height - shownHeight) / 2;
      expect(y - halfHeightOf(size)).toBeGreaterThanOrEqual(top);
      expect(y + halfHeightOf(size)).toBeLessThanOrEqual(top + shownHeight);
      expect(y + halfHeightOf(size)).toBeLessThanOrEqual(PHONE_CONTROLS_TOP);
    },
  );

  it('keeps the title escaped', () => {
    expect(titleOf(bannerImage('Pan & <leche>', 'blue')).title).toBe('Pan &amp; &lt;leche&gt;');
  });
});
