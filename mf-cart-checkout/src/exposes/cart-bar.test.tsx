import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@barrio/shared/bus';
import { resetCartRuntimeForTests } from '../features/cart/cart-runtime';
import { makeProduct } from '../features/testing/products';
import { publishShellContext, renderRemote, shopContext } from '../features/testing/render-remote';
import CartBar from './cart-bar';

beforeEach(() => {
  window.localStorage.clear();
  resetCartRuntimeForTests();
  publishShellContext(shopContext());
});

async function renderBar(path = '/demo-mx') {
  renderRemote(<CartBar shopSlug="demo-mx" />, { path });
  return screen.findByTestId('cart-bar');
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

  it('shows count and total, goes continuar → finalizar and navigates to the cart, then to checkout', async () => {
    const user = userEvent.setup();
    const bar = await renderBar();
    act(() =>
      bus.publish('cart:add-requested', { product: makeProduct({ price: 1250 }), quantity: 2 }),
    );
    expect(screen.getByTestId('cart-bar-count')).toHaveTextContent('2 productos');
    expect(screen.getByTestId('cart-bar-total')).toHaveTextContent('$ 2,500');

    await user.click(screen.getByTestId('cart-bar-open'));
    expect(bar).toHaveAttribute('data-state', 'continuar');
    await user.click(screen.getByTestId('cart-bar-continue'));
    expect(bar).toHaveAttribute('data-state', 'finalizar');
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/mi-carrito');

    await user.click(screen.getByTestId('cart-bar-checkout'));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout');
  });

  it('opens when another remote publishes cart:open-requested', async () => {
    const bar = await renderBar();
    act(() => bus.publish('cart:add-requested', { product: makeProduct(), quantity: 1 }));
    act(() => bus.publish('cart:open-requested', {}));
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'continuar'));
  });

  it('offers finishing on the cart page and hides itself on checkout', async () => {
    act(() => bus.publish('cart:add-requested', { product: makeProduct(), quantity: 1 }));
    const bar = await renderBar('/demo-mx/mi-carrito');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'finalizar'));
  });

  it('speaks the shell locale', async () => {
    renderRemote(<CartBar shopSlug="demo-mx" />, { locale: 'en-US' });
    expect(await screen.findByTestId('cart-bar-open')).toHaveTextContent('View cart');
  });
});
