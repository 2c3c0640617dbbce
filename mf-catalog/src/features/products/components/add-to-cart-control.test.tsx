import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cachedCatalogProduct } from '@barrio/shared/api';
import { bus, type EventMap } from '@barrio/shared/bus';
import { demoShop, product } from '../../../testing/catalog-fixtures';
import {
  catalogRoutes,
  installFakeGateway,
  page,
  type FakeGateway,
} from '../../../testing/fake-gateway';
import { announceCart } from '../../../testing/announce-cart';
import { renderShopPage } from '../../../testing/render-shop-page';

const limited = product({
  id: 7,
  name: 'Aceite vegetal 1 l',
  price: 60,
  max_units_per_order: 3,
  notes: 'Botella de plástico retornable.',
});
const unlimited = product({ id: 8, name: 'Sal de mesa 1 kg', price: 20 });
const byWeight = product({
  id: 9,
  name: 'Tomate saladet',
  price: 38.9,
  unit_of_measurement: { erp_name: 'kg' },
  max_units_per_order: 2,
});

type AddRequest = EventMap['cart:add-requested'];
const requests: AddRequest[] = [];
let stopListening: () => void;
let gateway: FakeGateway;

beforeAll(() => {
  // Stands in for the cart remote, the intent's handler.
  stopListening = bus.subscribe('cart:add-requested', (payload) => requests.push(payload));
});
afterAll(() => stopListening());

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  gateway = installFakeGateway(catalogRoutes(() => page([limited, unlimited, byWeight])));
});
afterEach(() => gateway.restore());

async function cardOf(name: string): Promise<HTMLElement> {
  // The first render of a file is slow on a loaded machine: wait for the state, generously.
  const title = await screen.findByText(name, {}, { timeout: 30_000 });
  const card = title.closest<HTMLElement>('[data-testid="product-card"]');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('adding to the cart from a card', () => {
  it('adds one unit with its "+", by product id and shop, never a price', async () => {
    const user = userEvent.setup();
    announceCart([]);
    const { client } = renderShopPage({ shop: demoShop });
    const card = await cardOf('Sal de mesa 1 kg');

    await user.click(
      within(card).getByRole('button', { name: 'Agregar 1 unidad de Sal de mesa 1 kg al carrito' }),
    );

    expect(requests).toEqual([{ productId: unlimited.id, quantity: 1, shopSlug: demoShop.slug }]);
    // The cart reads the product it prices from the catalogue's data, kept here at once.
    expect(cachedCatalogProduct(client, demoShop.catalog_id, unlimited.id)).toEqual(unlimited);
    // The card keeps no stepper of its own until the cart holds the product.
    expect(within(card).queryByRole('group', { name: 'Sal de mesa 1 kg' })).not.toBeInTheDocument();
  });

  it('turns into a stepper over what the cart holds, capped at the limit, "−" taking units out', async () => {
    const user = userEvent.setup();
    announceCart([[limited, 2]]);
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Aceite vegetal 1 l');

    expect(within(card).queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(within(card).getByTestId('in-cart-count')).toHaveTextContent('2 en tu carrito');
    const stepper = within(card).getByRole('group', { name: 'Aceite vegetal 1 l' });
    expect(stepper).toHaveTextContent('2');
    await user.click(
      within(card).getByRole('button', { name: 'Agregar una unidad de Aceite vegetal 1 l' }),
    );
    expect(requests).toEqual([{ productId: limited.id, quantity: 1, shopSlug: demoShop.slug }]);

    // The cart answers; the limit (3) is reached and "+" stops there.
    announceCart([[limited, 3]]);
    expect(
      within(card).getByRole('button', { name: 'Agregar una unidad de Aceite vegetal 1 l' }),
    ).toBeDisabled();
    await user.click(
      within(card).getByRole('button', { name: 'Quitar una unidad de Aceite vegetal 1 l' }),
    );
    expect(requests.at(-1)).toEqual({
      productId: limited.id,
      quantity: -1,
      shopSlug: demoShop.slug,
    });

    // At one unit, "−" takes the product out and the "+" comes back.
    announceCart([[limited, 1]]);
    await user.click(
      within(card).getByRole('button', { name: 'Quitar una unidad de Aceite vegetal 1 l' }),
    );
    expect(requests.at(-1)).toEqual({
      productId: limited.id,
      quantity: -1,
      shopSlug: demoShop.slug,
    });
    announceCart([]);
    expect(within(card).getByTestId('add-to-cart')).toBeEnabled();
  });

  it('ignores a cart announced for another shop', async () => {
    announceCart([[limited, 3]], 'otra-tienda');
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Aceite vegetal 1 l');
    expect(within(card).queryByTestId('in-cart-count')).not.toBeInTheDocument();
    expect(within(card).getByTestId('add-to-cart')).toBeEnabled();
  });

  it('keeps limits and notes off the card, for the detail', async () => {
    announceCart([]);
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Aceite vegetal 1 l');
    expect(within(card).queryByTestId('product-limit')).not.toBeInTheDocument();
    expect(within(card).queryByText('Botella de plástico retornable.')).not.toBeInTheDocument();
  });

  it('adds from the product detail, which shows notes, limits and the cart count', async () => {
    const user = userEvent.setup();
    announceCart([[limited, 2]]);
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Aceite vegetal 1 l');

    await user.click(within(card).getByTestId('product-open'));
    const detail = screen.getByTestId('product-detail');
    expect(detail).toHaveAccessibleName('Aceite vegetal 1 l');
    expect(within(detail).getByTestId('product-notes')).toHaveTextContent(
      'Botella de plástico retornable.',
    );
    expect(within(detail).getByTestId('product-limit')).toHaveTextContent(
      'Máximo 3 unidades por pedido',
    );
    expect(within(detail).getByTestId('in-cart-count')).toHaveTextContent('2 en tu carrito');
    expect(within(detail).getByText('Máximo 1 unidad')).toBeInTheDocument();

    const increase = within(detail).getByRole('button', {
      name: 'Agregar una unidad de Aceite vegetal 1 l',
    });
    expect(increase).toBeDisabled();
    await user.click(within(detail).getByTestId('add-to-cart'));
    expect(requests).toEqual([{ productId: limited.id, quantity: 1, shopSlug: demoShop.slug }]);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('product-detail')).not.toBeInTheDocument();
  });
});

describe('a product sold by weight', () => {
  it('adds a kilo, then steps the cart by quarter kilos shown in grams', async () => {
    const user = userEvent.setup();
    announceCart([]);
    renderShopPage({ shop: demoShop, flags: { decimal_quantities: true } });
    const card = await cardOf('Tomate saladet');
    await user.click(
      within(card).getByRole('button', { name: 'Agregar 1 kg de Tomate saladet al carrito' }),
    );
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 1, shopSlug: 'demo-mx' }]);

    announceCart([[byWeight, 1]]);
    const stepper = within(card).getByRole('group', { name: 'Tomate saladet' });
    expect(stepper).toHaveTextContent('1 kg');
    expect(within(card).getByTestId('in-cart-count')).toHaveTextContent('1 kg en tu carrito');
    await user.click(
      within(card).getByRole('button', { name: 'Quitar una unidad de Tomate saladet' }),
    );
    expect(requests.at(-1)).toEqual({
      productId: byWeight.id,
      quantity: -0.25,
      shopSlug: 'demo-mx',
    });
    announceCart([[byWeight, 0.75]]);
    expect(stepper).toHaveTextContent('750 g');
  });

  it('stops at the limit left, in steps', async () => {
    const user = userEvent.setup();
    announceCart([[byWeight, 1.75]]);
    renderShopPage({ shop: demoShop, flags: { decimal_quantities: true } });
    const card = await cardOf('Tomate saladet');
    const increase = within(card).getByRole('button', {
      name: 'Agregar una unidad de Tomate saladet',
    });
    await user.click(increase);
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 0.25, shopSlug: 'demo-mx' }]);
    announceCart([[byWeight, 2]]);
    expect(increase).toBeDisabled();
  });

  it('states its limit in kilos in the detail, as the cart does', async () => {
    const user = userEvent.setup();
    announceCart([]);
    renderShopPage({ shop: demoShop, flags: { decimal_quantities: true } });
    const card = await cardOf('Tomate saladet');
    await user.click(within(card).getByTestId('product-open'));
    const detail = screen.getByTestId('product-detail');
    expect(within(detail).getByTestId('product-limit')).toHaveTextContent('Máximo 2 kg por pedido');
    expect(detail).not.toHaveTextContent(/unidades/);
  });

  it('keeps whole kilos where decimal quantities are off', async () => {
    const user = userEvent.setup();
    announceCart([[byWeight, 1]]);
    renderShopPage({ shop: demoShop });
    const card = await cardOf('Tomate saladet');
    const stepper = within(card).getByRole('group', { name: 'Tomate saladet' });
    expect(within(stepper).getByRole('status')).toHaveTextContent(/^1$/);
    await user.click(
      within(card).getByRole('button', { name: 'Agregar una unidad de Tomate saladet' }),
    );
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 1, shopSlug: 'demo-mx' }]);
  });
});
