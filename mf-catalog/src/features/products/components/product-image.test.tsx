import { screen } from '@testing-library/react';
import { lowDataModeStorage } from '@barrio/shared/storage';
import { renderInShell } from '@barrio/shared/testing';
import { ProductImage } from './product-image';

const PACKSHOT = '/images/products/v1/42.svg';
const shell = { route: '/demo-mx', locale: 'es-MX', countryId: 2 };

afterEach(() => lowDataModeStorage.remove());

/** The providers load the locale's messages first: waits for the picture's frame. */
async function shownSrc(): Promise<string | null> {
  const frame = await screen.findByTestId('product-image');
  return frame.querySelector('img')?.getAttribute('src') ?? null;
}

describe('ProductImage', () => {
  it('asks for the full packshot normally', async () => {
    renderInShell(<ProductImage src={PACKSHOT} alt="" size={160} />, shell);
    expect(await shownSrc()).toBe(PACKSHOT);
  });

  it('asks for the lite packshot in low-data mode', async () => {
    lowDataModeStorage.set(true);
    renderInShell(<ProductImage src={PACKSHOT} alt="" size={160} />, shell);
    expect(await shownSrc()).toBe('/images/products/v1/42.lite.svg');
  });

  it('keeps a picture that has no lighter twin as it is', async () => {
    lowDataModeStorage.set(true);
    renderInShell(<ProductImage src="https://cdn.example.com/a.png" alt="" size={160} />, shell);
    expect(await shownSrc()).toBe('https://cdn.example.com/a.png');
  });
});
