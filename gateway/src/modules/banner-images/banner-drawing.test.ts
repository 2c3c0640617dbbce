import { bannerImage } from '../../seed/banner-image';
import {
  bannerDrawingOf,
  drawingsOfBanner,
  servedBannerImage,
  svgOfDataUrl,
} from './banner-drawing';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="1"><rect width="4" height="1" fill="url(#g)"/></svg>';

describe('svgOfDataUrl', () => {
  it.each([
    [`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`],
    [`data:image/svg+xml,${encodeURIComponent(SVG)}`],
    [`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`],
    [`DATA:image/SVG+xml;charset=UTF-8;base64,${Buffer.from(SVG).toString('base64')}`],
  ])('reads the drawing of %s', (url) => {
    expect(svgOfDataUrl(url)).toBe(SVG);
  });

  it.each([
    'https://cdn.example.com/banner.svg',
    '/images/banners/1/abc.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;charset=utf-8,%E0%A4%A',
  ])('reads nothing from %s', (url) => {
    expect(svgOfDataUrl(url)).toBeNull();
  });
});

describe('bannerDrawingOf', () => {
  it("names a demo banner's drawing by a digest of its exact text", () => {
    const spanish = bannerDrawingOf(bannerImage('Ofertas de la semana', 'default'));
    const english = bannerDrawingOf(bannerImage('Deals of the week', 'default'));
    expect(spanish?.svg).toContain('>Ofertas de la semana</text>');
    expect(spanish?.digest).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(english?.digest).not.toBe(spanish?.digest);
    expect(bannerDrawingOf(bannerImage('Ofertas de la semana', 'default'))).toEqual(spanish);
  });

  it.each([
    '<svg><image href="file:///etc/hostname" width="4" height="1"/></svg>',
    '<svg><use xlink:href="https://tracker.example/x.svg#a"/></svg>',
    '<svg><rect fill="url(https://tracker.example/x.svg#g)"/></svg>',
    '<svg><style>@import "https://tracker.example/x.css";</style></svg>',
    '<svg><foreignObject><p>hi</p></foreignObject></svg>',
    '<svg><script>alert(1)</script></svg>',
    'not a drawing at all',
  ])('leaves to the browser a drawing that is not whole by itself: %s', (svg) => {
    expect(bannerDrawingOf(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBeNull();
  });
});

describe('servedBannerImage', () => {
  it("gives a stored drawing as the gateway's URL and any other picture as it is", () => {
    const stored = bannerImage('Limpieza del hogar', 'blue');
    const { digest } = bannerDrawingOf(stored)!;
    expect(servedBannerImage(7, stored)).toBe(`/images/banners/7/${digest}.svg`);
    expect(servedBannerImage(7, 'https://cdn.example.com/b.jpg')).toBe(
      'https://cdn.example.com/b.jpg',
    );
  });
});

describe('drawingsOfBanner', () => {
  it("holds the banner's own drawing and each locale's", () => {
    const own = bannerImage('Ofertas de la semana', 'default');
    const english = bannerImage('Deals of the week', 'default');
    const drawings = drawingsOfBanner(own, {
      'en-US': { title: 'Deals of the week', image: english },
      'pt-BR': { title: 'Ofertas da semana' },
    });
    expect(drawings.map((d) => d.digest)).toEqual([
      bannerDrawingOf(own)!.digest,
      bannerDrawingOf(english)!.digest,
    ]);
    expect(drawingsOfBanner('https://cdn.example.com/b.jpg', null)).toEqual([]);
  });
});
