import { liteProductImageUrl } from './product-image-url';

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
