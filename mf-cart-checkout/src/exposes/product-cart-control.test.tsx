import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { cachedCatalogProduct } from '@barrio/shared/api';
import { bus, type EventMap } from '@barrio/shared/bus';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import type { CatalogProduct } from '@barrio/shared/domain';
import { AppIntlProvider, catalogueCache, loadSharedCatalogue } from '@barrio/shared/i18n';
import { cartStore } from '../cart-store/cart-runtime';
import { makeProduct } from '../testing/products';
import {
  publishShellContext,
  renderRemote,
  shopContext,
  testQueryClient,
} from '../testing/render-remote';
import ProductCartControl, { prepare } from './product-cart-control';

const limited = makeProduct({
  id: 7,
  name: 'Aceite vegetal 1 l',
  price: 60,
  max_units_per_order: 3,
});
const unlimited = makeProduct({ id: 8, name: 'Sal de mesa 1 kg', price: 20 });
const byWeight = makeProduct({
  id: 9,
  name: 'Tomate saladet',
  price: 38.9,
  unit_of_measurement: { erp_name: 'kg' },
  max_units_per_order: 2,
});

type AddRequest = EventMap['cart:add-requested'];
const requests: AddRequest[] = [];
let stopListening: () => void;

beforeAll(() => {
  // Stands in for the cart's additions, the intent's handler (connected by the cart bar).
  stopListening = bus.subscribe('cart:add-requested', (payload) => requests.push(payload));
});
afterAll(() => stopListening());

/** The tab's cart holding these products, as the cart store keeps it. */
function cartHolds(entries: Array<[CatalogProduct, number]>, shopSlug = 'demo-mx'): void {
  act(() => {
    const store = cartStore();
    store.useShop(shopSlug);
    store.clear();
    for (const [product, quantity] of entries) store.add(product, quantity);
  });
}

function renderControl(
  product: CatalogProduct,
  layout: 'card' | 'detail' = 'card',
  flags: Record<string, boolean> = {},
) {
  act(() => publishShellContext(shopContext(), null, { flags }));
  return renderRemote(
    <ProductCartControl shopSlug="demo-mx" catalogId={1} product={product} layout={layout} />,
  );
}

beforeEach(() => {
  requests.length = 0;
  cartHolds([]);
});

describe('the control on a card', () => {
  it('adds one unit with its "+", by product id and shop, never a price', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderControl(unlimited);

    await user.click(
      await screen.findByRole('button', {
        name: 'Agregar 1 unidad de Sal de mesa 1 kg al carrito',
      }),
    );

    expect(requests).toEqual([{ productId: unlimited.id, quantity: 1, shopSlug: 'demo-mx' }]);
    // The cart prices the product from the catalogue's data, kept in the tab's cache at once.
    expect(cachedCatalogProduct(queryClient, 1, unlimited.id)).toEqual(unlimited);
    expect(screen.queryByRole('group', { name: 'Sal de mesa 1 kg' })).not.toBeInTheDocument();
  });

  it('turns into a stepper over what the cart holds, capped at the limit, "−" taking units out', async () => {
    const user = userEvent.setup();
    cartHolds([[limited, 2]]);
    renderControl(limited);

    expect(await screen.findByTestId('in-cart-count')).toHaveTextContent('2 en tu carrito');
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Aceite vegetal 1 l' })).toHaveTextContent('2');
    await user.click(
      screen.getByRole('button', { name: 'Agregar una unidad de Aceite vegetal 1 l' }),
    );
    expect(requests).toEqual([{ productId: limited.id, quantity: 1, shopSlug: 'demo-mx' }]);

    // The cart holds the limit (3): "+" stops there.
    cartHolds([[limited, 3]]);
    expect(
      screen.getByRole('button', { name: 'Agregar una unidad de Aceite vegetal 1 l' }),
    ).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Quitar una unidad de Aceite vegetal 1 l' }),
    );
    expect(requests.at(-1)).toEqual({ productId: limited.id, quantity: -1, shopSlug: 'demo-mx' });

    // Emptied, the "+" comes back.
    cartHolds([]);
    expect(screen.getByTestId('add-to-cart')).toBeEnabled();
  });

  it('counts nothing from another shop’s cart', async () => {
    cartHolds([[limited, 3]], 'otra-tienda');
    renderControl(limited);
    expect(await screen.findByTestId('add-to-cart')).toBeEnabled();
    expect(screen.queryByTestId('in-cart-count')).not.toBeInTheDocument();
  });

  it('hydrates the server’s empty cart, then shows what the cart holds', async () => {
    // As the gateway and the shell do before rendering it: the messages at hand.
    await Promise.all([catalogueCache.load(loadSharedCatalogue, 'es-MX'), prepare('es-MX')]);
    const ui = (
      <BarrioThemeProvider countryId={2}>
        <AppIntlProvider locale="es-MX">
          <QueryClientProvider client={testQueryClient()}>
            <ProductCartControl shopSlug="demo-mx" catalogId={1} product={limited} layout="card" />
          </QueryClientProvider>
        </AppIntlProvider>
      </BarrioThemeProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(ui);
    expect(container.querySelector('[data-testid="add-to-cart"]')).not.toBeNull();
    cartHolds([[limited, 2]]);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(within(container).getByTestId('in-cart-count')).toHaveTextContent('2 en tu carrito');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('the control in the detail', () => {
  it('adds the chosen quantity, stating the cart count and the cap', async () => {
    const user = userEvent.setup();
    cartHolds([[limited, 2]]);
    renderControl(limited, 'detail');

    expect(await screen.findByTestId('in-cart-count')).toHaveTextContent('2 en tu carrito');
    expect(screen.getByText('Máximo 1 unidad')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Agregar una unidad de Aceite vegetal 1 l' }),
    ).toBeDisabled();
    await user.click(screen.getByTestId('add-to-cart'));
    expect(requests).toEqual([{ productId: limited.id, quantity: 1, shopSlug: 'demo-mx' }]);
    expect(screen.getByTestId('add-confirmation')).toHaveTextContent(
      'Agregaste 1 unidad al carrito',
    );
  });

  it('says the limit is reached where nothing more fits', async () => {
    cartHolds([[limited, 3]]);
    renderControl(limited, 'detail');
    expect(await screen.findByTestId('limit-reached')).toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
  });
});

describe('a product sold by weight', () => {
  it('adds a kilo, then steps the cart by quarter kilos shown in grams', async () => {
    const user = userEvent.setup();
    renderControl(byWeight, 'card', { decimal_quantities: true });
    await user.click(
      await screen.findByRole('button', { name: 'Agregar 1 kg de Tomate saladet al carrito' }),
    );
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 1, shopSlug: 'demo-mx' }]);

    cartHolds([[byWeight, 1]]);
    const stepper = screen.getByRole('group', { name: 'Tomate saladet' });
    expect(stepper).toHaveTextContent('1 kg');
    expect(screen.getByTestId('in-cart-count')).toHaveTextContent('1 kg en tu carrito');
    await user.click(screen.getByRole('button', { name: 'Quitar una unidad de Tomate saladet' }));
    expect(requests.at(-1)).toEqual({
      productId: byWeight.id,
      quantity: -0.25,
      shopSlug: 'demo-mx',
    });
    cartHolds([[byWeight, 0.75]]);
    expect(stepper).toHaveTextContent('750 g');
  });

  it('stops at the limit left, in steps', async () => {
    const user = userEvent.setup();
    cartHolds([[byWeight, 1.75]]);
    renderControl(byWeight, 'card', { decimal_quantities: true });
    const increase = await screen.findByRole('button', {
      name: 'Agregar una unidad de Tomate saladet',
    });
    await user.click(increase);
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 0.25, shopSlug: 'demo-mx' }]);
    cartHolds([[byWeight, 2]]);
    expect(increase).toBeDisabled();
  });

  it('keeps whole kilos where decimal quantities are off', async () => {
    const user = userEvent.setup();
    cartHolds([[byWeight, 1]]);
    renderControl(byWeight);
    const stepper = await screen.findByRole('group', { name: 'Tomate saladet' });
    expect(within(stepper).getByRole('status')).toHaveTextContent(/^1$/);
    await user.click(screen.getByRole('button', { name: 'Agregar una unidad de Tomate saladet' }));
    expect(requests).toEqual([{ productId: byWeight.id, quantity: 1, shopSlug: 'demo-mx' }]);
  });
});
