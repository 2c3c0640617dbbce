import {
  RASTER_IMAGE_WIDTHS,
  imageSources,
  liteProductImageUrl,
  rasterImageUrl,
} from './product-image-url';

describe('liteProductImageUrl', () => {
  it('names the lite twin of a gateway packshot', () => {
    expect(liteProductImageUrl('/images/products/v1/123.svg')).toBe(
      '/images/products/v1/123.lite.svg',
    );
  });

  it.each([
    '/images/products/v1/123.lite.svg',
    '/images/banners/summer.svg',
    'https://cdn.example.com/images/products/v1/123.svg',
    '/images/products/v1/0.svg',
    '/images/products/v1/123.svg?x=1',
    '',
  ])('leaves %p alone', (src) => {
    expect(liteProductImageUrl(src)).toBe(src);
  });
});

describe('rasterImageUrl', () => {
  it('names the WebP bitmap of a packshot and of an icon at a given width', () => {
    expect(rasterImageUrl('/images/products/v2/123.svg', 320)).toBe(
      '/images/products/v2/123.w320.webp',
    );
    expect(rasterImageUrl('/images/icons/v1/glass-of-milk.svg', 80)).toBe(
      '/images/icons/v1/glass-of-milk.w80.webp',
    );
  });

  it.each([
    '/images/products/v2/123.lite.svg',
    '/images/banners/summer.svg',
    'https://cdn.example.com/images/products/v2/123.svg',
    '/images/products/v2/0.svg',
    '/images/icons/v1/Milk.svg',
    '/images/products/v2/123.svg?x=1',
    'data:image/svg+xml,<svg/>',
    '',
  ])('has none for %p', (src) => {
    expect(rasterImageUrl(src, 160)).toBeNull();
  });
});

describe('imageSources', () => {
  it('offers the bitmap of the shown width and the next one up, the smaller as the plain source', () => {
    expect(imageSources('/images/products/v2/7.svg', 160)).toEqual({
      src: '/images/products/v2/7.w160.webp',
      srcSet: '/images/products/v2/7.w160.webp 160w, /images/products/v2/7.w320.webp 320w',
    });
    expect(imageSources('/images/icons/v1/soap.svg', 80)).toEqual({
      src: '/images/icons/v1/soap.w80.webp',
      srcSet: '/images/icons/v1/soap.w80.webp 80w, /images/icons/v1/soap.w160.webp 160w',
    });
  });

  it('offers the largest bitmap alone', () => {
    expect(imageSources('/images/icons/v1/soap.svg', 480)).toEqual({
      src: '/images/icons/v1/soap.w480.webp',
      srcSet: '/images/icons/v1/soap.w480.webp 480w',
    });
  });

  it('uses any other picture as it is', () => {
    expect(imageSources('/images/products/v2/7.lite.svg', 160)).toEqual({
      src: '/images/products/v2/7.lite.svg',
    });
    expect(imageSources('https://cdn.example.com/a.jpg', 160)).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    });
  });

  it('keeps to the widths the gateway draws', () => {
    for (const width of RASTER_IMAGE_WIDTHS) {
      const { srcSet = '' } = imageSources('/images/products/v2/7.svg', width);
      for (const [, drawn] of srcSet.matchAll(/\.w(\d+)\.webp/g)) {
        expect(RASTER_IMAGE_WIDTHS).toContain(Number(drawn));
      }
    }
  });
});
