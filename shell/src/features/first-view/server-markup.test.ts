import { FIRST_VIEW_RENDER_ID, type ServerRenderInfo } from '@barrio/shared/first-view';
import { setLowDataMode } from '@barrio/shared/storage';
import { serverMarkupToHydrate } from './server-markup';

const rendered: ServerRenderInfo = {
  shopSlug: 'demo-mx',
  countryId: 2,
  locale: 'es-MX',
  lowData: false,
  modules: ['mf_catalog/ShopPage'],
};

function serverPage(info: ServerRenderInfo = rendered): void {
  document.head.innerHTML = `<script id="${FIRST_VIEW_RENDER_ID}" type="application/json">${JSON.stringify(info)}</script>`;
}

const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

afterEach(() => {
  document.head.innerHTML = '';
  sessionStorage.clear();
  setLowDataMode(false);
});

describe('whether the browser hydrates the server’s markup', () => {
  it('does when it would render the very page the server rendered', () => {
    serverPage();
    expect(serverMarkupToHydrate(at('/demo-mx'))).toEqual(rendered);
    // Asking for the country's own locale is the same page.
    expect(serverMarkupToHydrate(at('/demo-mx?locale=es-MX'))).toEqual(rendered);
  });

  it('does not on a page the server did not render, or rendered for another path', () => {
    expect(serverMarkupToHydrate(at('/demo-mx'))).toBeNull();
    serverPage();
    expect(serverMarkupToHydrate(at('/demo-co'))).toBeNull();
    expect(serverMarkupToHydrate(at('/demo-mx/checkout'))).toBeNull();
  });

  it('does on the checkout the server drew the frame of, and only there', () => {
    const checkout: ServerRenderInfo = {
      ...rendered,
      modules: ['mf_cart_checkout/CheckoutPage'],
      subpage: 'checkout',
    };
    serverPage(checkout);
    expect(serverMarkupToHydrate(at('/demo-mx/checkout'))).toEqual(checkout);
    expect(serverMarkupToHydrate(at('/demo-mx'))).toBeNull();
    expect(serverMarkupToHydrate(at('/demo-mx/checkout/confirmacion'))).toBeNull();
    expect(serverMarkupToHydrate(at('/demo-mx/mi-carrito'))).toBeNull();
  });

  it('does not when the visitor chose another language earlier in this tab', () => {
    serverPage();
    // The choice is remembered for the visit (sessionStorage), out of the server's sight.
    expect(serverMarkupToHydrate(at('/demo-mx?locale=en-US'))).toBeNull();
    expect(serverMarkupToHydrate(at('/demo-mx'))).toBeNull();
    serverPage({ ...rendered, locale: 'en-US' });
    expect(serverMarkupToHydrate(at('/demo-mx'))).not.toBeNull();
  });

  it('does not when the browser is in low-data mode and the server drew the full page', () => {
    serverPage();
    setLowDataMode(true);
    expect(serverMarkupToHydrate(at('/demo-mx'))).toBeNull();
    serverPage({ ...rendered, lowData: true });
    expect(serverMarkupToHydrate(at('/demo-mx'))).not.toBeNull();
  });

  it('ignores what is not a render record', () => {
    document.head.innerHTML = `<script id="${FIRST_VIEW_RENDER_ID}" type="application/json">{"shopSlug":1}</script>`;
    expect(serverMarkupToHydrate(at('/demo-mx'))).toBeNull();
  });
});
