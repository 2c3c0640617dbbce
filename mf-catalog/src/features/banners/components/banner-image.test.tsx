import { screen } from '@testing-library/react';
import { lowDataModeStorage } from '@barrio/shared/storage';
import { renderInShell } from '@barrio/shared/testing';
import { BannerImage } from './banner-image';

const DRAWING = '/images/banners/6/VPPPdMIzwJ5OP2F5Cjmfug.svg';
const bitmap = (width: number) => `/images/banners/6/VPPPdMIzwJ5OP2F5Cjmfug.w${width}.webp`;
const shell = { route: '/demo-mx', locale: 'es-MX', countryId: 2 };

afterEach(() => lowDataModeStorage.remove());

function renderBanner(src: string, eager = false) {
  renderInShell(
    <BannerImage src={src} alt="Ofertas de la semana" width={1200} height={360} eager={eager} />,
    shell,
  );
  return screen.findByRole('img', { name: 'Ofertas de la semana' });
}

describe('BannerImage', () => {
  it("asks for a gateway drawing's bitmaps, for the browser to pick by the screen's width", async () => {
    const img = await renderBanner(DRAWING);
    expect(img).toHaveAttribute('src', bitmap(800));
    expect(img).toHaveAttribute(
      'srcset',
      `${bitmap(480)} 480w, ${bitmap(800)} 800w, ${bitmap(1200)} 1200w`,
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1200px) 1166px, 100vw');
    // A slide not shown yet waits until it is.
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
  });

  it('asks for the first slide at once, ahead of the scripts', async () => {
    const img = await renderBanner(DRAWING, true);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('asks only for the smallest bitmap in low-data mode', async () => {
    lowDataModeStorage.set(true);
    const img = await renderBanner(DRAWING);
    expect(img).toHaveAttribute('src', bitmap(480));
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('shows a picture stored elsewhere as it is', async () => {
    const img = await renderBanner('https://cdn.example.com/ofertas.jpg');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/ofertas.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });
});
