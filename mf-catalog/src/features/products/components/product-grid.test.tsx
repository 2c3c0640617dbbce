import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@barrio/shared/domain';
import { testShop } from '@barrio/shared/testing';
import { demoShop, product } from '../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../testing/fake-gateway';
import { renderShopPage } from '../../testing/render-shop-page';
import { EAGER_CARD_IMAGES } from './product-card';

const withReference = product({
  id: 1,
  name: 'Aceite de girasol 900 ml',
  price: 80,
  local_price: 100,
});
const withDiscount = product({
  id: 2,
  name: 'Leche entera 1 l',
  price: 50,
  'product-discount': { discount_percentage: 10, max_units_per_order: 4 },
});
const regular = product({
  id: 3,
  name: 'Galletas surtidas',
  price: 30,
  scale: 6,
  unit_of_measurement: { erp_name: 'caja' },
  max_units_per_delivery: 5,
});

let gateway: FakeGateway;
afterEach(() => gateway.restore());

function cardOf(name: string): HTMLElement {
  const card = screen.getByText(name).closest<HTMLElement>('[data-testid="product-card"]');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('the product grid', () => {
  it('shows each product with its reference price struck through and the discount percent', async () => {
    gateway = installFakeGateway(
      catalogRoutes(() => page([withReference, withDiscount, regular], null, 3)),
    );
    renderShopPage({ shop: demoShop });

    expect(await screen.findAllByTestId('product-card', {}, { timeout: 5000 })).toHaveLength(3);
    expect(screen.getByTestId('product-total')).toHaveTextContent('3 productos');

    const oil = cardOf('Aceite de girasol 900 ml');
    expect(within(oil).getByText(formatMoney(80, 2))).toBeInTheDocument();
    expect(within(oil).getByText(formatMoney(100, 2)).closest('s')).not.toBeNull();
    expect(within(oil).getByText('-20%')).toBeInTheDocument();

    const milk = cardOf('Leche entera 1 l');
    expect(within(milk).getByText(formatMoney(45, 2))).toBeInTheDocument();
    expect(within(milk).getByText(formatMoney(50, 2)).closest('s')).not.toBeNull();
    expect(within(milk).getByText('-10%')).toBeInTheDocument();
    expect(within(milk).getByTestId('product-discount-limit')).toHaveTextContent(
      'Precio de oferta en las primeras 4 unidades',
    );

    const biscuits = cardOf('Galletas surtidas');
    expect(biscuits.querySelector('s')).toBeNull();
    expect(within(biscuits).queryByText(/%$/)).toBeNull();
    expect(within(biscuits).getByTestId('product-unit')).toHaveTextContent('1 x6 caja');
    expect(within(biscuits).getByTestId('product-limit')).toHaveTextContent(
      'Máximo 5 unidades por entrega',
    );
  });

  it('asks for the shop catalogue and loads images at a reserved size, the first screen at once', async () => {
    const others = [2, 3, 4, 5, 6].map((id) => product({ id, name: `Producto ${id}` }));
    gateway = installFakeGateway(catalogRoutes(() => page([withReference, ...others])));
    renderShopPage({ shop: demoShop });

    await waitFor(() => expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(4));
    const images = screen.getAllByTestId('product-card').map((card) => card.querySelector('img'));
    const first = images[0];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(first).toHaveAttribute('width', '160');
    expect(first).toHaveAttribute('height', '160');
    // Past the first screen's cards (EAGER_CARD_IMAGES), pictures wait until they are near.
    expect(images[EAGER_CARD_IMAGES]).toHaveAttribute('loading', 'lazy');

    const [request] = gateway.requestsTo('/api/products');
    expect(request?.url.searchParams.get('catalog_id')).toBe('7');
    expect(request?.url.searchParams.get('limit')).toBe('24');
    expect(request?.url.searchParams.has('cursor')).toBe(false);
  });

  it('loads the next page with the cursor of the previous one', async () => {
    const first = [1, 2, 3, 4].map((id) => product({ id, name: `Producto ${id}` }));
    const second = [5, 6].map((id) => product({ id, name: `Producto ${id}` }));
    gateway = installFakeGateway(
      catalogRoutes((request) =>
        request.url.searchParams.get('cursor') === 'cursor-2'
          ? page(second)
          : page(first, 'cursor-2', 6),
      ),
    );
    renderShopPage({ shop: demoShop });

    expect(await screen.findByText('Producto 6')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
    const cursors = gateway
      .requestsTo('/api/products')
      .map((r) => r.url.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'cursor-2']);
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
    expect(cardOf('Producto 6')).toHaveAttribute('aria-posinset', '6');
    expect(cardOf('Producto 6')).toHaveAttribute('aria-setsize', '6');
  });

  it('shows skeletons while loading, then a localized error with a working retry', async () => {
    let fail = true;
    gateway = installFakeGateway(
      catalogRoutes(() =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : page([regular]),
      ),
    );
    renderShopPage({ shop: demoShop });

    expect(screen.getByTestId('product-grid-skeleton')).toBeInTheDocument();
    const error = await screen.findByTestId('catalog-error');
    expect(error).toHaveTextContent('No pudimos cargar los productos.');

    fail = false;
    within(error).getByTestId('catalog-retry').click();
    expect(await screen.findByText('Galletas surtidas')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('catalog-error')).not.toBeInTheDocument());
  });

  it('reads the shop from the gateway when the shell has not announced it', async () => {
    gateway = installFakeGateway([
      (request) =>
        request.url.pathname === '/api/shops/demo-mx'
          ? { status: 200, body: testShop({ ...demoShop, catalog_id: 9 }) }
          : undefined,
      ...catalogRoutes(() => page([regular]), { catalogId: 9 }),
    ]);
    renderShopPage({ shop: null });

    expect(await screen.findByText('Galletas surtidas')).toBeInTheDocument();
    expect(gateway.requestsTo('/api/products')[0]?.url.searchParams.get('catalog_id')).toBe('9');
  });
});
