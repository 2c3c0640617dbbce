import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '@barrio/shared/contract';
import type { CatalogProduct } from '@barrio/shared/domain';
import {
  configureAnalytics,
  createMemoryTransport,
  initAnalytics,
  type MemoryTransport,
} from '@barrio/shared/analytics';
import { bus } from '@barrio/shared/bus';
import {
  cartStorage,
  couponDataStorage,
  getRememberedField,
  lastOrderStorage,
  minimumPurchaseAmountStorage,
  rememberField,
} from '@barrio/shared/storage';
import { testPlacedOrder } from '@barrio/shared/testing';
import { resetCartRuntimeForTests } from '../cart-store/cart-runtime';
import { installFakeFetch, type FakeAnswer, type SentRequest } from '../testing/fake-fetch';
import { catalogueShows, makeProduct } from '../testing/products';
import {
  publishShellContext,
  renderRemote,
  resetGeoAndWalletState,
  sessionCustomer,
  shopContext,
  testQueryClient,
} from '../testing/render-remote';
import CheckoutPage, { type CheckoutSlots } from './checkout-page';

const SHOPS: Record<string, Shop> = {
  'demo-mx': shop('demo-mx', 2),
  'demo-ar': shop('demo-ar', 1),
  'demo-pe': shop('demo-pe', 180),
  'demo-co': shop('demo-co', 46),
};

function shop(slug: string, countryId: number): Shop {
  return {
    id: 10 + countryId,
    slug,
    name: `Tienda ${slug}`,
    country_id: countryId,
    catalog_id: 1,
    customer_type_id: 1,
    act_as_delivery_point: false,
    community_leader_id: null,
    on_fulfillment_start: false,
    products_with_min_order_value: false,
    location: { lat: 19.43, lng: -99.13 },
    address: 'Av. Reforma 100',
    has_delivery: true,
    max_delivery_distance_meters: 2000,
    delivery_time_ranges: [{ id: 1, label: '9:00 - 13:00' }],
    delivery_days: ['2026-11-23', '2026-11-24'],
    community_leader: null,
  };
}

const placedOrder = { order: testPlacedOrder() };

let orderAnswer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
let paymentLinkAnswer: (request: SentRequest) => FakeAnswer;
let fetchMock: ReturnType<typeof installFakeFetch>;
let analytics: MemoryTransport;

function tracked(event: string) {
  return analytics.calls.filter((call) => call.type === 'track' && call.event === event);
}

function orderRequests() {
  return fetchMock.requests.filter((request) => request.url.pathname === '/api/order');
}

/** The storefront's answers the tests share; each test sets the order's and the link's. */
async function answerStorefront(request: SentRequest): Promise<FakeAnswer> {
  const { pathname } = request.url;
  if (pathname.startsWith('/api/shops/')) {
    const found = SHOPS[decodeURIComponent(pathname.slice('/api/shops/'.length))];
    return found
      ? { status: 200, body: found }
      : { status: 404, body: { error: { code: 'shop_not_found' } } };
  }
  if (pathname === '/api/order') return orderAnswer(request);
  if (pathname === '/api/getcode')
    return { status: 200, body: { order_id: placedOrder.order.id, code: '4821' } };
  if (pathname.startsWith('/api/paymentlink/')) return paymentLinkAnswer(request);
  return { status: 404, body: { error: { code: 'not_found', message: 'none' } } };
}

beforeEach(async () => {
  window.localStorage.clear();
  resetCartRuntimeForTests();
  resetGeoAndWalletState();
  analytics = createMemoryTransport();
  configureAnalytics({ accounts: { A: { name: 'test', token: 'token', transport: analytics } } });
  await initAnalytics();
  orderAnswer = () => ({ status: 200, body: placedOrder });
  paymentLinkAnswer = () => ({
    status: 500,
    body: { error: { code: 'provider_down', message: 'x' } },
  });
  fetchMock = installFakeFetch(answerStorefront);
});

afterEach(() => fetchMock.restore());

async function renderCheckout(
  slug = 'demo-mx',
  options: {
    locale?: string;
    customer?: ReturnType<typeof sessionCustomer> | null;
    slots?: CheckoutSlots;
    flags?: Record<string, boolean>;
    /** More products the shop page has shown, so a test can add them to the cart. */
    shownProducts?: CatalogProduct[];
  } = {},
) {
  const target = SHOPS[slug] as Shop;
  publishShellContext(
    shopContext({ slug, id: target.id, country_id: target.country_id }),
    options.customer ?? null,
    options.flags ? { flags: options.flags } : {},
  );
  const milk = makeProduct({ id: 1, name: 'Leche', price: 25, max_units_per_order: 5 });
  const queryClient = testQueryClient();
  catalogueShows(queryClient, milk, ...(options.shownProducts ?? []));
  bus.publish('cart:add-requested', { productId: milk.id, quantity: 3, shopSlug: slug });
  renderRemote(<CheckoutPage shopSlug={slug} slots={options.slots} />, {
    queryClient,
    path: `/${slug}/checkout`,
    locale: options.locale ?? 'es-MX',
    countryId: target.country_id,
  });
  return screen.findByTestId('checkout-submit');
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>, phone = '+52 55 1234 5678') {
  await user.type(screen.getByTestId('checkout-nombre'), 'Lucía');
  await user.type(screen.getByTestId('checkout-apellido'), 'Ramírez');
  await user.type(screen.getByTestId('checkout-telefono'), phone);
}

const paymentIds = () =>
  within(screen.getByTestId('payment-options'))
    .getAllByRole('radio')
    .map((radio) => Number((radio as HTMLInputElement).value));

describe('CheckoutPage: while the shop is on its way', () => {
  it('shows its title above the place of the form, which follows the answer', async () => {
    let answerShop = () => {};
    const shopAnswered = new Promise<void>((resolve) => {
      answerShop = resolve;
    });
    fetchMock.restore();
    fetchMock = installFakeFetch(async (request) => {
      if (request.url.pathname.startsWith('/api/shops/')) await shopAnswered;
      return answerStorefront(request);
    });
    const formShown = renderCheckout();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finalizar pedido' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-page')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('checkout-submit')).not.toBeInTheDocument();

    answerShop();
    await formShown;
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('CheckoutPage: buyer form', () => {
  it('shows clear validation messages in the shopper’s locale and sends nothing', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByTestId('checkout-submit'));
    expect(screen.getByTestId('checkout-form-errors')).toHaveTextContent(
      'Revisa los campos marcados',
    );
    expect(screen.getAllByText('Completa este campo.')).toHaveLength(3);
    // Focus leaves the submit button for the first field to fix.
    await waitFor(() => expect(screen.getByTestId('checkout-nombre')).toHaveFocus());
    await user.type(screen.getByTestId('checkout-telefono'), '12');
    expect(
      screen.getByText('Este no es un número de celular válido de México.'),
    ).toBeInTheDocument();
    expect(orderRequests()).toHaveLength(0);
  });

  it('says a phone is not a number of the shop’s country as soon as the shopper leaves it', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    const phone = screen.getByTestId('checkout-telefono');
    await user.type(phone, '987 654 321');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(
      await screen.findByText('Este no es un número de celular válido de México.'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Nothing else is flagged before a submit.
    expect(screen.queryByText('Completa este campo.')).not.toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '55 1234 5678');
    expect(screen.queryByText(/no es un número de celular válido/)).not.toBeInTheDocument();
  });

  it('lists the products being bought above the total', async () => {
    await renderCheckout();
    const items = screen.getAllByTestId('checkout-items-line');
    expect(items.map((item) => item.textContent)).toEqual(['3 unidades · Leche$ 75']);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$ 75');
  });

  it('fills the buyer from a session that arrives after the form (a reload)', async () => {
    await renderCheckout('demo-mx');
    expect(screen.getByTestId('checkout-nombre')).toHaveValue('');
    act(() =>
      publishShellContext(
        shopContext({ slug: 'demo-mx', id: SHOPS['demo-mx']!.id, country_id: 2 }),
        sessionCustomer(),
      ),
    );
    expect(screen.getByTestId('checkout-nombre')).toHaveValue(sessionCustomer().name);
    expect(screen.getByTestId('checkout-telefono')).toHaveValue(sessionCustomer().phone);
  });

  it('speaks English for the en-US demo locale', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx', { locale: 'en-US' });
    await user.click(screen.getByTestId('checkout-submit'));
    expect(screen.getAllByText('Fill in this field.')).toHaveLength(3);
    // The shop writes its time ranges in Spanish ('9:00 - 13:00').
    expect(
      within(screen.getByTestId('checkout-time-range')).getByRole('option', {
        name: /^9:00\sAM to 1:00\sPM$/,
      }),
    ).toBeInTheDocument();
    // The confirmation message is asked for in English.
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({ locale: 'en-US' });
  });

  it('remembers name, surname, phone and email once typed, and prefills them next time', async () => {
    const user = userEvent.setup();
    rememberField('email', 'lucia@example.com');
    await renderCheckout();
    expect(screen.getByTestId('checkout-email')).toHaveValue('lucia@example.com');
    await fillBuyer(user);
    expect(getRememberedField('nombre')).toBe('Lucía');
    expect(getRememberedField('apellido')).toBe('Ramírez');
    expect(getRememberedField('telefono')).toBe('+52 55 1234 5678');
  });

  it('sends an Argentine phone typed as 11 2345 6789 as +5491123456789', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-ar');
    await fillBuyer(user, '11 2345 6789');
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      guest_customer: { first_name: 'lucía', last_name: 'ramírez', phone_number: '+5491123456789' },
      shop_id: SHOPS['demo-ar']?.id,
      is_donation: false,
      require_debit_from_wallet: false,
    });
  });
});

describe('CheckoutPage: payment options per country', () => {
  it('offers cash, bank transfer and the payment link in Mexico and Argentina', async () => {
    await renderCheckout('demo-mx');
    expect(paymentIds()).toEqual([1, 2, 7]);
    expect(screen.getByTestId('payment-option-1')).toBeChecked();
  });

  it('offers Yape and BCP transfer in Peru, with S/ prices', async () => {
    await renderCheckout('demo-pe');
    expect(paymentIds()).toEqual([1, 5, 6, 7]);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('S/ 75');
  });

  it('offers the wallet and its cash-on-delivery variant to an eligible customer in Colombia', async () => {
    await renderCheckout('demo-co', { customer: sessionCustomer({ inswitch_entity_id: 'ent-1' }) });
    expect(paymentIds()).toEqual([1, 2, 3, 4, 7]);
    expect(screen.getByTestId('checkout-wallet-slot')).toHaveAttribute(
      'data-slot',
      'wallet-switch',
    );
  });

  it('does not offer the wallet to a guest in Colombia', async () => {
    await renderCheckout('demo-co');
    expect(paymentIds()).toEqual([1, 2, 7]);
    expect(screen.queryByTestId('checkout-wallet-slot')).not.toBeInTheDocument();
  });

  it('tracks add_payment_info when a method is chosen', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx');
    await user.click(screen.getByTestId('payment-option-2'));
    expect(tracked('add_payment_info')[0]).toMatchObject({
      properties: { payment_method_id: 2, payment_type: 'wire_transfer' },
    });
    expect(tracked('begin_checkout')).toHaveLength(1);
  });
});

describe('CheckoutPage: submission', () => {
  it('on 200 clears the cart and coupon data, saves the last order, requests the code and confirms', async () => {
    const user = userEvent.setup();
    const placed: unknown[] = [];
    const stop = bus.subscribe('checkout:order-placed', (fact) => placed.push(fact));
    couponDataStorage.set({ code: 'OLD', error_code: 5 });
    await renderCheckout('demo-mx', { flags: { delivery_code: true } });
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout/confirmacion'),
    );
    stop();
    const [request] = orderRequests();
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(cartStorage.get()).toEqual({ shopSlug: 'demo-mx', lines: [] });
    expect(couponDataStorage.get()).toBeNull();
    expect(lastOrderStorage.get()).toMatchObject({
      order: {
        code: 'MX-1001',
        delivery_code: '4821',
        delivery: { mode: 'pickup', name: 'Tienda demo-mx' },
      },
      lines: [{ productid: 1, cantidad: 3 }],
      customer: { first_name: 'Lucía', last_name: 'Ramírez', phone_number: '+525512345678' },
    });
    expect(placed).toEqual([
      { orderId: placedOrder.order.id, code: 'MX-1001', shopSlug: 'demo-mx' },
    ]);
    expect(tracked('purchase')[0]).toMatchObject({ properties: { code: 'MX-1001', value: 75 } });
    const getcode = fetchMock.requests.find((r) => r.url.pathname === '/api/getcode');
    expect(getcode?.method).toBe('PATCH');
    expect(getcode?.url.searchParams.get('orderId')).toBe(placedOrder.order.id);
    expect(getcode?.body).toEqual({ customer_id: 7 });
  });

  it('asks for no delivery code where the country has none', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout/confirmacion'),
    );
    expect(fetchMock.requests.some((r) => r.url.pathname === '/api/getcode')).toBe(false);
  });

  it('creates the payment link for card payment; when it fails the order still confirms and says so', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('payment-option-7'));
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout/confirmacion'),
    );
    const link = fetchMock.requests.find((r) => r.url.pathname.startsWith('/api/paymentlink/'));
    expect(link?.url.pathname).toBe('/api/paymentlink/sandbox');
    expect(link?.body).toEqual({
      payment: { payment_method_id: 7, type: 'credit_card' },
      slug: 'demo-mx',
      community_leader: null,
      order: { id: placedOrder.order.id, code: 'MX-1001' },
      payment_token: placedOrder.order.payment_token,
    });
    expect(lastOrderStorage.get()?.order).toMatchObject({ payment_link_failed: true });
    expect(consoleError).toHaveBeenCalledWith(
      '[checkout] the payment link could not be created',
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it('sends the shopper to the payment page once the link exists', async () => {
    const user = userEvent.setup();
    // jsdom reports the full-page navigation as not implemented; the request is what matters.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    paymentLinkAnswer = () => ({
      status: 200,
      body: {
        id: 'pl_x',
        url: 'http://localhost/pay/sandbox/pl_x',
        provider: 'sandbox',
        status: 'pending',
        amount: { value: 75 },
        order_id: placedOrder.order.id,
        order_version: 1,
        expires_at: '2026-11-23T12:30:00.000Z',
      },
    });
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('payment-option-7'));
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() =>
      expect(fetchMock.requests.some((r) => r.url.pathname === '/api/paymentlink/sandbox')).toBe(
        true,
      ),
    );
    const redirecting = await screen.findByTestId('checkout-redirecting');
    expect(within(redirecting).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost/pay/sandbox/pl_x',
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('confirmacion');
    expect(lastOrderStorage.get()?.order).not.toHaveProperty('payment_link_failed');
    consoleError.mockRestore();
  });

  it('asks for auto-confirmation when the shop sets on_fulfillment_start', async () => {
    const user = userEvent.setup();
    const original = SHOPS['demo-mx'] as Shop;
    SHOPS['demo-mx'] = { ...original, on_fulfillment_start: true };
    try {
      await renderCheckout();
      await fillBuyer(user);
      await user.click(screen.getByTestId('checkout-submit'));
      await waitFor(() => expect(orderRequests()).toHaveLength(1));
      expect(orderRequests()[0]?.url.searchParams.get('autoconfirm')).toBe('true');
    } finally {
      SHOPS['demo-mx'] = original;
    }
  });

  it('on coupon error 2 shows and stores the minimum purchase', async () => {
    const user = userEvent.setup();
    orderAnswer = () => ({
      status: 400,
      body: { error: { code: 'coupon_invalid', message: 'min' }, coupon_error: 2, value: 1000000 },
    });
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-coupon-minimum')).toHaveTextContent(
      'Este cupón pide una compra mínima de $ 1,000,000.',
    );
    expect(minimumPurchaseAmountStorage.get()).toBe(1000000);
    expect(couponDataStorage.get()).toMatchObject({ error_code: 2 });
  });

  it('on coupon error 5 sets the checkout coupon error', async () => {
    const user = userEvent.setup();
    orderAnswer = () => ({
      status: 400,
      body: { error: { code: 'coupon_invalid', message: 'unknown' }, coupon_error: 5 },
    });
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-coupon-error')).toHaveTextContent(
      'No existe un cupón con ese código.',
    );
    expect(couponDataStorage.get()).toMatchObject({ error_code: 5 });
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-mx/checkout');
  });

  it('on a limit answer offers to adjust the quantities to what is allowed', async () => {
    const user = userEvent.setup();
    orderAnswer = () => ({
      status: 400,
      body: {
        error: { code: 'limit_exceeded', message: 'limit' },
        limits: [{ product_id: 1, limit: 5, existing_quantity: 4, requested: 3, allowed: 1 }],
      },
    });
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    const dialog = await screen.findByTestId('checkout-limit-dialog');
    expect(within(dialog).getByTestId('checkout-limit-line')).toHaveTextContent(
      'Leche: pediste 3, puedes pedir 1.',
    );
    await user.click(within(dialog).getByTestId('checkout-limit-apply'));
    expect(cartStorage.get()?.lines[0]?.cantidad).toBe(1);
    expect(screen.queryByTestId('checkout-limit-dialog')).not.toBeInTheDocument();
  });

  it('states a limit of a product sold by weight in grams and adjusts it in quarter kilos', async () => {
    const user = userEvent.setup();
    orderAnswer = () => ({
      status: 400,
      body: {
        error: { code: 'limit_exceeded', message: 'limit' },
        limits: [
          { product_id: 2, limit: 1, existing_quantity: 0.75, requested: 0.75, allowed: 0.25 },
        ],
      },
    });
    const tomato = makeProduct({
      id: 2,
      name: 'Tomate',
      price: 38.9,
      unit_of_measurement: { erp_name: 'kg' },
      max_units_per_delivery: 1,
    });
    await renderCheckout('demo-pe', {
      flags: { decimal_quantities: true },
      shownProducts: [tomato],
    });
    act(() =>
      bus.publish('cart:add-requested', {
        productId: tomato.id,
        quantity: 0.75,
        shopSlug: 'demo-pe',
      }),
    );
    await fillBuyer(user, '955 550 201');
    await user.click(screen.getByTestId('checkout-submit'));
    const dialog = await screen.findByTestId('checkout-limit-dialog');
    expect(within(dialog).getByTestId('checkout-limit-line')).toHaveTextContent(
      'Tomate: pediste 750 g, puedes pedir 250 g.',
    );
    await user.click(within(dialog).getByTestId('checkout-limit-apply'));
    expect(cartStorage.get()?.lines.find((line) => line.productid === 2)?.cantidad).toBe(0.25);
  });

  it('tracks order_not_sent on any other 400', async () => {
    const user = userEvent.setup();
    orderAnswer = () => ({
      status: 400,
      body: { error: { code: 'invalid_tier', message: 'tier' } },
    });
    await renderCheckout();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-error')).toHaveAttribute(
      'data-error-kind',
      'rejected',
    );
    expect(tracked('order_not_sent')[0]).toMatchObject({
      properties: { status: 400, code: 'invalid_tier' },
    });
  });

  it('sends one order for a double click, and the same key when the shopper retries', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    orderAnswer = () =>
      new Promise<FakeAnswer>((resolve) => {
        release = () =>
          resolve({ status: 500, body: { error: { code: 'internal', message: 'x' } } });
      });
    await renderCheckout();
    await fillBuyer(user);
    const submit = screen.getByTestId('checkout-submit');
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(submit).toBeDisabled());
    fireEvent.click(submit);
    expect(orderRequests()).toHaveLength(1);
    await act(async () => release());
    expect(await screen.findByTestId('checkout-error')).toHaveAttribute(
      'data-error-kind',
      'failed',
    );

    orderAnswer = () => ({ status: 200, body: placedOrder });
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(2));
    const [first, second] = orderRequests();
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});

describe('CheckoutPage: delivery and coupon', () => {
  it('defaults to pickup at the shop and sends a typed home address as the gateway reads it', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx', { customer: sessionCustomer() });
    expect(screen.getByTestId('checkout-pickup-point')).toHaveTextContent(
      'Recoges en Tienda demo-mx · Av. Reforma 100',
    );
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    await user.type(screen.getByTestId('checkout-address'), 'Calle 5 de Mayo 12');
    await user.selectOptions(screen.getByTestId('checkout-time-range'), '1');
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      customer_id: 501,
      customer_delivery_address: { main_line: 'Calle 5 de Mayo 12' },
      delivery_time_range_id: 1,
      selected_delivery_date: { year: 2026, month: 11, day: 23 },
    });
  });

  it('tracks address_autocompleted when the browser fills the address, not when it is typed', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    await user.type(screen.getByTestId('checkout-address'), 'Calle');
    expect(tracked('address_autocompleted')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('checkout-address'), {
      target: { value: 'Calle 5 de Mayo 12, Centro' },
    });
    expect(tracked('address_autocompleted')).toHaveLength(1);
  });

  it('uses the pickup point chosen in mf-geo-pickup', async () => {
    await renderCheckout();
    act(() =>
      bus.publish('geo:pickup-point-selected', {
        point: {
          id: 99,
          slug: 'punto-mx',
          name: 'Punto Roma',
          address: 'Orizaba 5',
          location: { lat: 19.4, lng: -99.1 },
          distance_to_user: 300,
          has_delivery: false,
          max_delivery_distance_meters: 2000,
          community_leader_id: null,
        },
      }),
    );
    expect(screen.getByTestId('checkout-pickup-point')).toHaveTextContent(
      'Recoges en Punto Roma · Orizaba 5',
    );
  });

  it('validates a coupon and tracks entry, validation, rejection and removal', async () => {
    const user = userEvent.setup();
    const base = fetchMock.restore;
    base();
    fetchMock = installFakeFetch((request) => {
      if (request.url.pathname.startsWith('/api/shops/'))
        return { status: 200, body: SHOPS['demo-mx'] };
      const code = (request.body as { coupon_code: string }).coupon_code;
      if (code === 'BIENVENIDA') {
        return {
          status: 200,
          body: {
            valid: true,
            coupon: {
              id: 1,
              code: 'BIENVENIDA',
              description: '',
              discount_type: 'amount',
              discount_value: 10,
              min_purchase: 0,
            },
            sum_of_line_totals: { value: 75 },
            discount_value: { value: 10 },
            total: { value: 65 },
          },
        };
      }
      return {
        status: 400,
        body: { error: { code: 'coupon_invalid', message: 'x' }, coupon_error: 16 },
      };
    });
    await renderCheckout();
    await user.type(screen.getByTestId('coupon-input'), 'USADO');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('checkout-coupon-error')).toHaveTextContent(
      'Este cupón ya fue usado.',
    );
    await user.clear(screen.getByTestId('coupon-input'));
    await user.type(screen.getByTestId('coupon-input'), 'BIENVENIDA');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent(
      'Cupón BIENVENIDA aplicado: ahorras $ 10.',
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$ 65');
    const validate = fetchMock.requests.find((r) => r.url.pathname === '/api/coupons/validate');
    expect(validate?.body).toMatchObject({
      coupon_code: 'USADO',
      shop_id: SHOPS['demo-mx']?.id,
      customer_id: null,
    });
    await user.click(screen.getByTestId('coupon-remove'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$ 75');
    expect(tracked('coupon_entry_started')).toHaveLength(1);
    expect(tracked('coupon_rejected')[0]).toMatchObject({
      properties: { code: 'USADO', coupon_error: 16 },
    });
    expect(tracked('coupon_validated')[0]).toMatchObject({
      properties: { code: 'BIENVENIDA', discount: 10 },
    });
    expect(tracked('coupon_removed')).toHaveLength(1);
  });
});

const romaPoint = {
  id: 99,
  slug: 'punto-mx',
  name: 'Punto Roma',
  address: 'Orizaba 5',
  location: { lat: 19.4, lng: -99.1 },
  distance_to_user: 300,
  has_delivery: false,
  max_delivery_distance_meters: 2000,
  community_leader_id: null,
};

const slotRegion = (name: string) => document.querySelector(`[data-slot="${name}"]`) as HTMLElement;

describe('CheckoutPage: slots placed by the shell', () => {
  it('renders each given slot inside its data-slot region, handing it what the checkout knows', async () => {
    const user = userEvent.setup();
    const slots: CheckoutSlots = {
      pickupPointPicker: ({ countryId }) => (
        <div data-testid="fake-picker">puntos del país {countryId}</div>
      ),
      addressPicker: () => <div data-testid="fake-address-picker">mis direcciones</div>,
      walletSwitch: ({ amountDue }) => <div data-testid="fake-wallet">pagar {amountDue}</div>,
    };
    await renderCheckout('demo-co', {
      customer: sessionCustomer({ inswitch_entity_id: 'ent-1' }),
      slots,
    });
    expect(within(slotRegion('pickup-point-picker')).getByTestId('fake-picker')).toHaveTextContent(
      'puntos del país 46',
    );
    expect(
      within(screen.getByTestId('checkout-wallet-slot')).getByTestId('fake-wallet'),
    ).toHaveTextContent('pagar 75');
    expect(screen.queryByTestId('fake-address-picker')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('delivery-mode-delivery'));
    expect(
      within(slotRegion('delivery-address-picker')).getByTestId('fake-address-picker'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('fake-picker')).not.toBeInTheDocument();
    // Without a chosen address the shopper can still type one.
    expect(screen.getByTestId('checkout-address')).toBeInTheDocument();
  });

  it('leaves the regions empty without slots and picks up at the shop itself', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-co', { customer: sessionCustomer({ inswitch_entity_id: 'ent-1' }) });
    expect(slotRegion('pickup-point-picker')).toBeEmptyDOMElement();
    expect(screen.getByTestId('checkout-wallet-slot')).toBeEmptyDOMElement();
    expect(screen.getByTestId('checkout-pickup-point')).toHaveTextContent(
      'Recoges en Tienda demo-co',
    );
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    expect(slotRegion('delivery-address-picker')).toBeEmptyDOMElement();
  });

  it("keeps the shop as the pickup point and places the order when a slot's remote is down", async () => {
    const user = userEvent.setup();
    const slots: CheckoutSlots = {
      pickupPointPicker: () => (
        <div role="alert" data-testid="remote-fallback">
          No pudimos cargar esta sección.
        </div>
      ),
    };
    await renderCheckout('demo-mx', { slots });
    expect(within(slotRegion('pickup-point-picker')).getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-pickup-point')).toHaveAttribute(
      'data-point-id',
      String(SHOPS['demo-mx']?.id),
    );
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({ shop_id: SHOPS['demo-mx']?.id, notes: '' });
  });

  it('orders from the shop and sends the pickup point chosen in the picker as pickup_point_shop_id', async () => {
    const user = userEvent.setup();
    const slots: CheckoutSlots = {
      pickupPointPicker: () => (
        <button
          type="button"
          onClick={() => bus.publish('geo:pickup-point-selected', { point: romaPoint })}
        >
          Elegir Punto Roma
        </button>
      ),
    };
    await renderCheckout('demo-mx', { slots });
    await user.click(screen.getByRole('button', { name: 'Elegir Punto Roma' }));
    expect(screen.getByTestId('checkout-pickup-point')).toHaveTextContent(
      'Recoges en Punto Roma · Orizaba 5',
    );
    // A button inside a slot is part of the page, not a way to send the order.
    expect(orderRequests()).toHaveLength(0);
    await fillBuyer(user);
    await user.type(screen.getByTestId('checkout-comentario'), 'Llego tarde');
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      shop_id: SHOPS['demo-mx']?.id,
      pickup_point_shop_id: 99,
      notes: 'Llego tarde',
      delivery_address_id: null,
      customer_delivery_address: null,
    });
    expect(lastOrderStorage.get()?.order).toMatchObject({
      delivery: { mode: 'pickup', name: 'Punto Roma' },
    });
  });

  it('sends an address book entry chosen in the address picker by id', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx', { customer: sessionCustomer() });
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    act(() =>
      bus.publish('geo:address-selected', {
        address: {
          id: 33,
          label: 'Trabajo',
          main_line: 'Insurgentes Sur 1000',
          details: null,
          lat: null,
          lng: null,
        },
      }),
    );
    expect(screen.getByTestId('checkout-saved-address')).toHaveTextContent(
      'Entregar en Trabajo: Insurgentes Sur 1000',
    );
    expect(screen.queryByTestId('checkout-address')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      delivery_address_id: 33,
      customer_delivery_address: null,
    });
  });

  it('opens on home delivery to the address already chosen in the address book', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx', { customer: sessionCustomer() });
    expect(screen.getByTestId('delivery-mode-pickup')).toBeChecked();
    // The address book's remote announces the choice it kept, as it does after a reload.
    act(() =>
      bus.publish('geo:address-selected', {
        address: {
          id: 33,
          label: 'Trabajo',
          main_line: 'Insurgentes Sur 1000',
          details: null,
          lat: null,
          lng: null,
        },
      }),
    );
    expect(screen.getByTestId('delivery-mode-delivery')).toBeChecked();
    expect(screen.getByTestId('checkout-saved-address')).toHaveTextContent(
      'Entregar en Trabajo: Insurgentes Sur 1000',
    );
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({ delivery_address_id: 33 });
  });

  it('keeps pickup once the shopper chose it, when an address is announced afterwards', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-mx', { customer: sessionCustomer() });
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    await user.click(screen.getByTestId('delivery-mode-pickup'));
    act(() =>
      bus.publish('geo:address-selected', {
        address: {
          id: 33,
          label: 'Trabajo',
          main_line: 'Insurgentes Sur 1000',
          details: null,
          lat: null,
          lng: null,
        },
      }),
    );
    expect(screen.getByTestId('delivery-mode-pickup')).toBeChecked();
  });

  it("sends a guest's typed address from the address picker as customer_delivery_address", async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    act(() =>
      bus.publish('geo:address-selected', {
        address: {
          id: 0,
          label: 'Casa',
          main_line: 'Calle 5 de Mayo 12',
          details: 'Portón verde',
          lat: 19.43,
          lng: -99.13,
        },
      }),
    );
    expect(screen.getByTestId('checkout-saved-address')).toHaveTextContent(
      'Entregar en Casa: Calle 5 de Mayo 12',
    );
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      delivery_address_id: null,
      customer_delivery_address: {
        main_line: 'Calle 5 de Mayo 12',
        details: 'Portón verde',
        label: 'Casa',
        lat: 19.43,
        lng: -99.13,
      },
    });
  });

  it('ignores an address book entry once nobody is signed in, and asks for a typed address', async () => {
    const user = userEvent.setup();
    bus.publish('geo:address-selected', {
      address: {
        id: 33,
        label: 'Trabajo',
        main_line: 'Insurgentes Sur 1000',
        details: null,
        lat: null,
        lng: null,
      },
    });
    await renderCheckout();
    await user.click(screen.getByTestId('delivery-mode-delivery'));
    expect(screen.queryByTestId('checkout-saved-address')).not.toBeInTheDocument();
    await fillBuyer(user);
    await user.click(screen.getByTestId('checkout-submit'));
    expect(screen.getByText('Escribe la dirección de entrega.')).toBeInTheDocument();
    expect(orderRequests()).toHaveLength(0);
  });
});

describe('CheckoutPage: paying with the wallet follows the wallet switch', () => {
  const walletSlots: CheckoutSlots = {
    walletSwitch: () => <div data-testid="fake-wallet-switch" />,
  };
  const walletShopper = () =>
    sessionCustomer({ inswitch_entity_id: 'ent-1', phone: '+573005550001' });

  it('shows the deduction and "nothing left to pay" when the wallet covers the order, and pays with it', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-co', { customer: walletShopper(), slots: walletSlots });
    act(() => bus.publish('wallet:switch-changed', { useWallet: true, balance: 100 }));

    expect(screen.getByTestId('checkout-wallet-debit')).toHaveTextContent('-$ 75');
    expect(screen.getByTestId('checkout-remainder')).toHaveTextContent('Nada más por pagar');
    expect(screen.getByTestId('checkout-wallet-covers-all')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-options')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      payment_method_id: 3,
      require_debit_from_wallet: true,
    });
  });

  it('with the switch on and cash chosen, the wallet pays its share and cash the rest', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-co', { customer: walletShopper(), slots: walletSlots });
    act(() => bus.publish('wallet:switch-changed', { useWallet: true, balance: 30 }));

    // The switch is the one place to choose the wallet: the list leaves it out.
    expect(paymentIds()).toEqual([1, 2, 4, 7]);
    await user.click(screen.getByTestId('payment-option-1'));
    expect(screen.getByTestId('checkout-wallet-debit')).toHaveTextContent('-$ 30');
    expect(screen.getByTestId('checkout-remainder')).toHaveTextContent('Por pagar');
    expect(screen.getByTestId('checkout-remainder')).toHaveTextContent('$ 45');

    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).toMatchObject({
      payment_method_id: 1,
      require_debit_from_wallet: true,
    });
  });

  it('with the switch off, nothing is taken from the wallet and the summary says nothing of it', async () => {
    const user = userEvent.setup();
    await renderCheckout('demo-co', { customer: walletShopper(), slots: walletSlots });
    act(() => bus.publish('wallet:switch-changed', { useWallet: false, balance: 100 }));

    expect(screen.queryByTestId('checkout-wallet-debit')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]?.body).not.toHaveProperty('require_debit_from_wallet');
    expect(orderRequests()[0]?.body).toMatchObject({ payment_method_id: 1 });
  });
});
