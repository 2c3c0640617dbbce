import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@barrio/shared/bus';
import { cartStorage } from '@barrio/shared/storage';
import { resetCartRuntimeForTests } from '../cart-store/cart-runtime';
import { addRequest, catalogueShows, makeProduct } from '../testing/products';
import {
  publishShellContext,
  renderRemote,
  shopContext,
  testQueryClient,
} from '../testing/render-remote';
import CartPage from './cart-page';

const oil = makeProduct({
  id: 7,
  name: 'Aceite 900 ml',
  price: 100,
  local_price: 120,
  'product-discount': { discount_percentage: 10, max_units_per_order: 2 },
  max_units_per_order: 4,
  minimum_order_value: 150,
  'master-product': { image: 'https://img.example/aceite.jpg', erp_purchase_measure_unit_id: null },
  unit_of_measurement: { erp_name: 'caja' },
  scale: 6,
});

let queryClient = testQueryClient();

beforeEach(() => {
  window.localStorage.clear();
  resetCartRuntimeForTests();
  queryClient = testQueryClient();
});

/** The shopper adds from the shop page, which has loaded the product. */
function add(product = oil, quantity = 3, shopSlug = 'demo-mx') {
  catalogueShows(queryClient, product);
  act(() => bus.publish('cart:add-requested', { ...addRequest(product, quantity), shopSlug }));
}

describe('CartPage', () => {
  it('shows the empty state with a way back to the shop', async () => {
    publishShellContext(shopContext());
    renderRemote(<CartPage shopSlug="demo-mx" />, { path: '/demo-mx/mi-carrito', queryClient });
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Tu carrito está vacío.');
    expect(screen.getAllByTestId('cart-keep-shopping')[0]).toHaveAttribute('href', '/demo-mx');
  });

  it('lists lines with image, unit display, discounted and regular units, subtotal and total', async () => {
    publishShellContext(shopContext());
    renderRemote(<CartPage shopSlug="demo-mx" />, { path: '/demo-mx/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    add();
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByAltText('Foto de Aceite 900 ml')).toHaveAttribute(
      'src',
      'https://img.example/aceite.jpg',
    );
    expect(within(line).getByTestId('cart-line-units')).toHaveTextContent('3 x6 cajas');
    expect(within(line).getByTestId('cart-line-discount-split')).toHaveTextContent(
      '2 unidades con descuento y 1 unidad a precio regular',
    );
    // 2 × 90 + 1 × 100
    expect(within(line).getByTestId('cart-line-subtotal')).toHaveTextContent('$ 280');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$ 360');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('$ 80');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$ 280');
  });

  it('caps the stepper at the limit and removes the line at zero', async () => {
    const user = userEvent.setup();
    publishShellContext(shopContext());
    renderRemote(<CartPage shopSlug="demo-mx" />, { path: '/demo-mx/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    add(oil, 4);
    const increase = screen.getByRole('button', { name: 'Agregar una unidad de Aceite 900 ml' });
    expect(increase).toBeDisabled();
    const decrease = screen.getByRole('button', { name: 'Quitar una unidad de Aceite 900 ml' });
    for (let i = 0; i < 4; i += 1) await user.click(decrease);
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
  });

  it('keeps a note per line', async () => {
    const user = userEvent.setup();
    publishShellContext(shopContext());
    renderRemote(<CartPage shopSlug="demo-mx" />, { path: '/demo-mx/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    add(oil, 1);
    await user.type(screen.getByTestId('cart-line-notes'), 'sin abollar');
    // Stored as typed: a reload before the field is left must not lose it.
    expect(cartStorage.get()?.lines[0]?.notes).toBe('sin abollar');
    await user.tab();
    expect(cartStorage.get()?.lines[0]?.notes).toBe('sin abollar');
  });

  it("shows the shop's minimum order value and what is missing, and blocks checkout until reached", async () => {
    publishShellContext(shopContext({ products_with_min_order_value: true }));
    renderRemote(<CartPage shopSlug="demo-mx" />, { path: '/demo-mx/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    add(makeProduct({ id: 9, name: 'Pan', price: 20, minimum_order_value: 50 }), 2);
    // minimum 2 × 50 = 100, total 40
    expect(screen.getByTestId('cart-minimum')).toHaveTextContent('Pedido mínimo: $ 100');
    expect(screen.getByTestId('cart-minimum-missing')).toHaveTextContent('Te faltan $ 60');
    expect(screen.getByTestId('cart-go-to-checkout')).toBeDisabled();
  });
});

describe('CartPage with a product sold by weight', () => {
  const tomato = makeProduct({
    id: 9,
    name: 'Tomate saladet',
    price: 38.9,
    unit_of_measurement: { erp_name: 'kg' },
    max_units_per_order: 1,
  });

  it('steps the line by quarter kilos, shows grams below a kilo and keeps the decimals stored', async () => {
    const user = userEvent.setup();
    publishShellContext(shopContext({ slug: 'demo-pe', country_id: 180 }), null, {
      flags: { decimal_quantities: true },
    });
    renderRemote(<CartPage shopSlug="demo-pe" />, { path: '/demo-pe/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    add(tomato, 0.5, 'demo-pe');
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-units')).toHaveTextContent('500 g');
    expect(within(line).getByRole('group', { name: 'Tomate saladet' })).toHaveTextContent('500 g');
    // 0.5 × 38.90
    expect(within(line).getByTestId('cart-line-subtotal')).toHaveTextContent('S/ 19.45');

    const increase = screen.getByRole('button', { name: 'Agregar una unidad de Tomate saladet' });
    await user.click(increase);
    expect(within(line).getByTestId('cart-line-units')).toHaveTextContent('750 g');
    // 0.75 × 38.90 = 29.175, rounded half up like the gateway does
    expect(within(line).getByTestId('cart-line-subtotal')).toHaveTextContent('S/ 29.18');
    expect(cartStorage.get()?.lines[0]?.cantidad).toBe(0.75);
    // Three quarters of a kilo of one product is one product.
    expect(screen.getByTestId('cart-total').previousElementSibling).toHaveTextContent(
      '(1 producto)',
    );
    await user.click(increase);
    expect(within(line).getByTestId('cart-line-units')).toHaveTextContent('1 kg');
    expect(increase).toBeDisabled();

    const decrease = screen.getByRole('button', { name: 'Quitar una unidad de Tomate saladet' });
    for (let i = 0; i < 4; i += 1) await user.click(decrease);
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
  });

  it('says how much of it is discounted in kilos, not in units', async () => {
    publishShellContext(shopContext({ slug: 'demo-pe', country_id: 180 }), null, {
      flags: { decimal_quantities: true },
    });
    renderRemote(<CartPage shopSlug="demo-pe" />, { path: '/demo-pe/mi-carrito', queryClient });
    await screen.findByTestId('cart-page');
    const discounted = makeProduct({
      id: 10,
      name: 'Papa amarilla',
      price: 4,
      unit_of_measurement: { erp_name: 'kg' },
      'product-discount': { discount_percentage: 10, max_units_per_order: 2 },
    });
    add(discounted, 2.25, 'demo-pe');
    expect(screen.getByTestId('cart-line-discount-split')).toHaveTextContent(
      '2 kg con descuento y 250 g a precio regular',
    );
  });
});
