import { KEPT_TAPS_GLOBAL, keptTaps } from '@barrio/shared/first-view/kept-taps';
import {
  awaitHydratedModules,
  holdServerMarkup,
  moduleSettled,
  pageRendered,
} from './hold-server-markup';

function serverRoot(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

describe("the server's markup until React has it all", () => {
  it('is held until the page and every remote module in it are hydrated', () => {
    const root = serverRoot('<header>Tienda</header>');
    holdServerMarkup(root);
    awaitHydratedModules(['mf_catalog/ShopPage']);
    expect(root).toHaveAttribute('inert');
    pageRendered();
    // The frame is React's; the catalogue's part is not yet.
    expect(root).toHaveAttribute('inert');
    moduleSettled('mf_catalog/ShopPage');
    expect(root).not.toHaveAttribute('inert');
  });

  it('holds nothing on a page the browser renders alone', () => {
    const root = serverRoot('');
    holdServerMarkup(root);
    expect(root).not.toHaveAttribute('inert');
  });

  it('is held by the page’s tap keeper where the gateway inlined it, and opened when hydrated', () => {
    Object.assign(window, { [KEPT_TAPS_GLOBAL]: { taps: [], ready: {}, open: false } });
    const root = serverRoot('<header>Tienda</header>');
    holdServerMarkup(root);
    awaitHydratedModules(['mf_catalog/ShopPage']);
    pageRendered();
    expect(root).not.toHaveAttribute('inert');
    expect(keptTaps()?.open).toBe(false);
    moduleSettled('mf_catalog/ShopPage');
    expect(keptTaps()?.open).toBe(true);
  });
});
