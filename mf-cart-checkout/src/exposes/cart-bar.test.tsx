import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@barrio/shared/bus';
import { resetCartRuntimeForTests } from '../cart-store/cart-runtime';
import { installFakeFetch } from '../testing/fake-fetch';
import { addRequest, catalogueShows, makeProduct } from '../testing/products';
import {
  publishShellContext,
  renderRemote,
  shopContext,
  testQueryClient,
} from '../testing/render-remote';
import CartBar from './cart-bar';

let queryClient = testQueryClient();

beforeEach(() => {
  window.localStorage.clear();
  resetCartRuntimeForTests();
  queryClient = testQueryClient();
  publishShellContext(shopContext());
});

async function renderBar(path = '/demo-mx') {
  renderRemote(<CartBar shopSlug="demo-mx" />, { path, queryClient });
  return screen.findByTestId('cart-bar');
}

/** The shopper adds from the shop page, which has loaded the product. */
function add(product = makeProduct(), quantity = 1) {
  catalogueShows(queryClient, product);
  act(() => bus.publish('cart:add-requested', addRequest(product, quantity)));
}

describe('CartBar', () => {
  it('opens an empty cart to volver and returns to inicial', async () => {
    const user = userEvent.setup();
    const bar = await renderBar();
    expect(bar).toHaveAttribute('data-state', 'inicial');
    expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('Sin productos');

    await user.click(screen.getByTestId('cart-bar-open'));
    expect(bar).toHaveAttribute('data-state', 'volver');
    expect(screen.getByTestId('cart-bar-empty')).toHaveTextContent('Tu carrito está vacío.');

    await user.click(screen.getByTestId('cart-bar-back'));
    expect(bar).toHaveAttribute('data-state', 'inicial');
  });

  it('shows count and total, and opens the cart page in one tap, then goes to checkout', async () => {
    const user = userEvent.setup();
    const bar = await renderBar();
    add(makeProduct({ price: 1250 }), 2);
    expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('2 productos');
    expect(screen.getByTestId('cart-bar-total')).toHaveTextContent('$ 2,500');

    await user.click(screen.getByTestId('cart-bar-open'));
    expect(bar).toHaveAttribute('data-state', 'finalizar');
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/mi-carrito');

    await user.click(screen.getByTestId('cart-bar-checkout'));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout');
  });

  it('opens when another remote publishes cart:open-requested', async () => {
    const bar = await renderBar();
    add();
    act(() => bus.publish('cart:open-requested', {}));
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'continuar'));
  });

  it('offers finishing on the cart page and hides itself on checkout', async () => {
    add();
    const bar = await renderBar('/demo-mx/mi-carrito');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'finalizar'));
  });

  it('reads a product the shop page has not loaded from the catalogue, by id', async () => {
    const bread = makeProduct({ id: 12, name: 'Pan', price: 30 });
    const fetchMock = installFakeFetch(() => ({ status: 200, body: { items: [bread] } }));
    try {
      await renderBar();
      act(() => bus.publish('cart:add-requested', addRequest(bread, 2)));
      await waitFor(() => expect(screen.getByTestId('cart-bar-total')).toHaveTextContent('$ 60'));
      expect(
        fetchMock.requests.map((request) => request.url.pathname + request.url.search),
      ).toEqual(['/api/products/by-ids?catalog_id=1&ids=12']);
    } finally {
      fetchMock.restore();
    }
  });

  it('says when a product is no longer sold, and adds nothing', async () => {
    const fetchMock = installFakeFetch(() => ({ status: 200, body: { items: [] } }));
    try {
      await renderBar();
      act(() => bus.publish('cart:add-requested', addRequest(makeProduct({ id: 13 }), 1)));
      expect(await screen.findByTestId('cart-add-unavailable')).toHaveTextContent(
        'Un producto ya no está disponible y no se agregó a tu carrito.',
      );
      expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('Sin productos');
    } finally {
      fetchMock.restore();
    }
  });

  it('offers a retry when the catalogue cannot be read, and adds on retry', async () => {
    const user = userEvent.setup();
    const bread = makeProduct({ id: 12, name: 'Pan', price: 30 });
    let online = false;
    const fetchMock = installFakeFetch(() =>
      online
        ? { status: 200, body: { items: [bread] } }
        : { status: 503, body: { error: { code: 'unavailable', message: 'down' } } },
    );
    try {
      await renderBar();
      act(() => bus.publish('cart:add-requested', addRequest(bread, 1)));
      expect(await screen.findByTestId('cart-add-unreachable')).toHaveTextContent(
        'No pudimos consultar el producto',
      );
      expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('Sin productos');

      online = true;
      await user.click(screen.getByTestId('cart-add-retry'));
      await waitFor(() =>
        expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('1 producto'),
      );
      expect(screen.queryByTestId('cart-add-unreachable')).not.toBeInTheDocument();
    } finally {
      fetchMock.restore();
    }
  });

  it('speaks the shell locale', async () => {
    renderRemote(<CartBar shopSlug="demo-mx" />, { locale: 'en-US' });
    expect(await screen.findByTestId('cart-bar-open')).toHaveTextContent('View cart');
  });
});
