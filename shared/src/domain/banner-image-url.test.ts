import {
  BANNER_DIGEST,
  BANNER_IMAGE_WIDTHS,
  bannerImageSources,
  bannerImageUrl,
} from './banner-image-url';

const DIGEST = 'AbCdEfGhIjKlMnOpQrSt-_';

describe('bannerImageUrl', () => {
  it("names a banner's drawing by its id and its version", () => {
    expect(BANNER_DIGEST.test(DIGEST)).toBe(true);
    expect(bannerImageUrl(12, DIGEST)).toBe(`/images/banners/12/${DIGEST}.svg`);
  });
});

describe('bannerImageSources', () => {
  const drawing = bannerImageUrl(12, DIGEST);
  const bitmap = (width: number) => `/images/banners/12/${DIGEST}.w${width}.webp`;

  it("offers every width the gateway draws, the phone's as the fallback", () => {
    expect(bannerImageSources(drawing, false)).toEqual({
      src: bitmap(800),
      srcSet: BANNER_IMAGE_WIDTHS.map((width) => `${bitmap(width)} ${width}w`).join(', '),
    });
  });

  it('asks only for the smallest bitmap in low-data mode', () => {
    expect(bannerImageSources(drawing, true)).toEqual({ src: bitmap(BANNER_IMAGE_WIDTHS[0]) });
  });

  it.each([
    'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
    'https://cdn.example.com/banners/summer.jpg',
    '/images/banners/0/AbCdEfGhIjKlMnOpQrSt-_.svg',
    '/images/banners/12/short.svg',
    `/images/banners/12/${DIGEST}.svg?x=1`,
    `/images/banners/12/${DIGEST}.w800.webp`,
    '/images/products/v2/123.svg',
    '',
  ])('uses %p as it is', (src) => {
    expect(bannerImageSources(src, false)).toEqual({ src });
    expect(bannerImageSources(src, true)).toEqual({ src });
  });
});
