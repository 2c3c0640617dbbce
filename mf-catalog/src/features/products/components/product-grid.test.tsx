import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@barrio/shared/domain';
import { testShop } from '@barrio/shared/testing';
import { demoShop, product } from '../../../testing/catalog-fixtures';
import {
  catalogRoutes,
  type GatewayReply,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../../testing/fake-gateway';
import { renderShopPage } from '../../../testing/render-shop-page';
import { FIRST_SCREEN_CARDS } from './product-card';
import { ROW_GAP_PX } from './product-grid';

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
afterEach(() => {
  gateway.restore();
  jest.restoreAllMocks();
});

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
    // Limits are read in the detail sheet: the card stays compact.
    expect(within(milk).queryByTestId('product-discount-limit')).not.toBeInTheDocument();

    const biscuits = cardOf('Galletas surtidas');
    expect(biscuits.querySelector('s')).toBeNull();
    expect(within(biscuits).queryByText(/%$/)).toBeNull();
    expect(within(biscuits).getByTestId('product-unit')).toHaveTextContent('1 x6 caja');
    expect(within(biscuits).queryByTestId('product-limit')).not.toBeInTheDocument();
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
    // Painted with the frame that lays it out; the rest decode apart.
    expect(first).toHaveAttribute('decoding', 'sync');
    expect(first).toHaveAttribute('width', '160');
    expect(first).toHaveAttribute('height', '160');
    // Past the first screen's cards (FIRST_SCREEN_CARDS), pictures wait until they are near.
    expect(images[FIRST_SCREEN_CARDS]).toHaveAttribute('loading', 'lazy');
    expect(images[FIRST_SCREEN_CARDS]).toHaveAttribute('decoding', 'async');

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

  it('flows a first page as plain rows and positions them once the second arrives, keeping each card', async () => {
    const named = (from: number, count: number) =>
      Array.from({ length: count }, (_, offset) =>
        product({ id: from + offset, name: `Producto ${from + offset}` }),
      );
    let sendSecondPage: () => void = () => undefined;
    const secondPage = new Promise<GatewayReply>((resolve) => {
      sendSecondPage = () => resolve(page(named(25, 6)));
    });
    // jsdom lays nothing out: rows are given the height a phone would give them.
    const ROW_HEIGHT = 300;
    const isRow = (element: HTMLElement) => element.hasAttribute('data-index');
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return isRow(this) ? ROW_HEIGHT : 0;
    });
    // A flowing row has no box of its own (it is a group of cards in the list's grid): its
    // cards are laid out a row apart, each as tall as a row without the gap below it.
    const rect = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (isRow(this)) return new DOMRect(0, 0, 360, ROW_HEIGHT);
      // A card is a row's child, or the child of a hydration island in the row.
      const parent = this.parentElement;
      const row = parent?.hasAttribute('data-island') ? parent.parentElement : parent;
      if (row && isRow(row) && row.style.position !== 'absolute') {
        const top = Number(row.getAttribute('data-index')) * ROW_HEIGHT;
        return new DOMRect(0, top, 174, ROW_HEIGHT - ROW_GAP_PX);
      }
      return rect.call(this);
    });
    gateway = installFakeGateway([
      (request) =>
        request.url.pathname === '/api/products' && request.url.searchParams.get('cursor')
          ? secondPage
          : undefined,
      ...catalogRoutes(() => page(named(1, 24), 'cursor-2', 30)),
    ]);
    renderShopPage({ shop: demoShop });

    // A page of products is in the DOM as it is, every row in the flow: no virtualiser yet.
    const grid = await screen.findByTestId('product-grid', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
    expect(grid).toHaveAttribute('data-layout', 'flowing');
    expect(grid.style.height).toBe('');
    // Without an IntersectionObserver every row counts as near the end: the next page is asked.
    await waitFor(() => expect(gateway.requestsTo('/api/products')).toHaveLength(2));

    const firstCard = cardOf('Producto 1');
    const button = within(firstCard).getAllByRole('button')[0]!;
    button.focus();
    sendSecondPage();

    await waitFor(() => expect(grid).toHaveAttribute('data-layout', 'windowed'));
    // 30 products in two columns: 15 rows, only those near the viewport (768 px) in the DOM.
    expect(grid.style.height).toBe(`${15 * ROW_HEIGHT}px`);
    expect(grid.children.length).toBeLessThan(15);
    // The same elements, moved into place: the card, and the focus within it, stay.
    expect(cardOf('Producto 1')).toBe(firstCard);
    expect(document.activeElement).toBe(button);
    const firstRow = firstCard.parentElement!;
    expect(firstRow.style.position).toBe('absolute');
    expect(firstRow.style.transform).toBe('translateY(0px)');
    expect(cardOf('Producto 3').parentElement!.style.transform).toBe(`translateY(${ROW_HEIGHT}px)`);
  });
});
