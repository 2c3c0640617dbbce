import { screen } from '@testing-library/react';
import { lowDataModeStorage } from '@barrio/shared/storage';
import { renderInShell } from '@barrio/shared/testing';
import { ProductImage } from './product-image';

const PACKSHOT = '/images/products/v1/42.svg';
const shell = { route: '/demo-mx', locale: 'es-MX', countryId: 2 };

afterEach(() => lowDataModeStorage.remove());

/** The providers load the locale's messages first: waits for the picture's frame. */
async function shownImage(): Promise<HTMLImageElement | null> {
  const frame = await screen.findByTestId('product-image');
  return frame.querySelector('img');
}

async function shownSrc(): Promise<string | null> {
  return (await shownImage())?.getAttribute('src') ?? null;
}

describe('ProductImage', () => {
  it('asks for bitmaps of the full packshot normally, at its width and the next one up', async () => {
    renderInShell(<ProductImage src={PACKSHOT} alt="" size={160} sizes="88px" />, shell);
    const img = await shownImage();
    expect(img).toHaveAttribute('src', '/images/products/v1/42.w160.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/images/products/v1/42.w160.webp 160w, /images/products/v1/42.w320.webp 320w',
    );
    expect(img).toHaveAttribute('sizes', '88px');
  });

  it('asks for the lite packshot in low-data mode', async () => {
    lowDataModeStorage.set(true);
    renderInShell(<ProductImage src={PACKSHOT} alt="" size={160} />, shell);
    expect(await shownSrc()).toBe('/images/products/v1/42.lite.svg');
    // A flat drawing of a few hundred bytes: no bitmaps are offered beside it.
    expect(await shownImage()).not.toHaveAttribute('srcset');
  });

  it('keeps a picture that has no lighter twin as it is', async () => {
    lowDataModeStorage.set(true);
    renderInShell(<ProductImage src="https://cdn.example.com/a.png" alt="" size={160} />, shell);
    expect(await shownSrc()).toBe('https://cdn.example.com/a.png');
  });
});
