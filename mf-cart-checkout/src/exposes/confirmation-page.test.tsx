import { screen, waitFor } from '@testing-library/react';
import { bus, type EventMap } from '@barrio/shared/bus';
import { cartLineFor, type CartLine } from '@barrio/shared/domain';
import { lastOrderStorage } from '@barrio/shared/storage';
import { installFakeFetch } from '../testing/fake-fetch';
import { renderRemote } from '../testing/render-remote';
import { makeProduct } from '../testing/products';
import ConfirmationPage from './confirmation-page';

function storeOrder(order: Record<string, unknown>, lines: CartLine[] = []) {
  lastOrderStorage.set({
    order: {
      id: '5f1c1c4e-8d7a-4c1e-9a52-0e7c1b1d2a3f',
      code: 'MX-1001',
      total: { value: 1250 },
      country_id: 2,
      shop_slug: 'demo-mx',
      delivery: { mode: 'pickup', name: 'Abarrotes Doña Lupe', address: 'Av. Reforma 100' },
      ...order,
    },
    lines,
    customer: { first_name: 'lucía', last_name: 'ramírez', phone_number: '+525512345678' },
  });
}

beforeEach(() => window.localStorage.clear());

describe('ConfirmationPage', () => {
  it('announces the code, total, pickup at 6pm, the delivery code and the support chat', async () => {
    storeOrder({ delivery_code: '4821' });
    renderRemote(<ConfirmationPage shopSlug="demo-mx" />, {
      path: '/demo-mx/checkout/confirmacion',
    });
    expect(await screen.findByTestId('confirmation-code')).toHaveTextContent('Pedido MX-1001');
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('Total: $ 1,250');
    expect(screen.getByTestId('confirmation-pickup')).toHaveTextContent(
      'Recógelo a partir de las 6pm en Abarrotes Doña Lupe, Av. Reforma 100.',
    );
    expect(screen.getByTestId('confirmation-delivery-code')).toHaveTextContent('4821');
    expect(screen.getByTestId('confirmation-support-link')).toHaveAttribute(
      'href',
      'https://wa.me/525555550100?text=SOPORTE-MX',
    );
  });

  it('lists what was bought and the pickup day, not only the total', async () => {
    storeOrder({ selected_delivery_date: { year: 2026, month: 11, day: 28 } }, [
      cartLineFor(makeProduct({ id: 1, name: 'Leche entera 1 L', price: 25 }), 2),
      cartLineFor(makeProduct({ id: 2, name: 'Frijol negro 1 kg', price: 40 }), 1),
    ]);
    renderRemote(<ConfirmationPage shopSlug="demo-mx" />, {
      path: '/demo-mx/checkout/confirmacion',
    });
    const items = await screen.findAllByTestId('confirmation-items-line');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 unidades · Leche entera 1 L$ 50',
      '1 unidad · Frijol negro 1 kg$ 40',
    ]);
    expect(screen.getByTestId('confirmation-day')).toHaveTextContent(
      'Día: sábado, 28 de noviembre',
    );
  });

  it('names the pickup point the gateway stored with the order', async () => {
    storeOrder({
      pickup_point: { id: 31, slug: 'punto-mx', name: 'Punto Centro', address: 'Plaza Mayor 10' },
    });
    renderRemote(<ConfirmationPage shopSlug="demo-mx" />, {
      path: '/demo-mx/checkout/confirmacion',
    });
    expect(await screen.findByTestId('confirmation-pickup')).toHaveTextContent(
      'Recógelo a partir de las 6pm en Punto Centro · Plaza Mayor 10.',
    );
  });

  it('announces the delivery address, and leaves out what the country does not have', async () => {
    storeOrder({
      country_id: 180,
      delivery: { mode: 'delivery', address: 'Jr. Lampa 120' },
      total: { value: 12.5 },
    });
    renderRemote(<ConfirmationPage shopSlug="demo-pe" />, {
      path: '/demo-pe/checkout/confirmacion',
      countryId: 180,
    });
    expect(await screen.findByTestId('confirmation-delivery-address')).toHaveTextContent(
      'Lo entregamos en Jr. Lampa 120.',
    );
    expect(screen.getByTestId('confirmation-total')).toHaveTextContent('S/ 12.50');
    expect(screen.queryByTestId('confirmation-delivery-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confirmation-support-link')).not.toBeInTheDocument();
  });

  it('announces a payment confirmed while the shopper watches, so the wallet refetches', async () => {
    storeOrder({});
    const orderId = '5f1c1c4e-8d7a-4c1e-9a52-0e7c1b1d2a3f';
    const fetchMock = installFakeFetch(() => ({
      status: 200,
      body: {
        order_id: orderId,
        payment_method_id: 7,
        payment_status: 'paid',
        amount_due: { value: 0 },
        state: 'approved',
        link: null,
        instructions: null,
        can_retry: false,
        switch_to: [],
      },
    }));
    const changes: Array<EventMap['checkout:order-paid']> = [];
    const stopListening = bus.subscribe('checkout:order-paid', (payload) => changes.push(payload));
    try {
      renderRemote(<ConfirmationPage shopSlug="demo-mx" />, {
        path: '/demo-mx/checkout/confirmacion',
      });
      expect(await screen.findByTestId('payment-paid')).toBeInTheDocument();
      await waitFor(() => expect(changes).toEqual([{ orderId }]));
    } finally {
      stopListening();
      fetchMock.restore();
    }
  });

  it('says so when no order was placed in this browser', async () => {
    renderRemote(<ConfirmationPage shopSlug="demo-mx" />, {
      path: '/demo-mx/checkout/confirmacion',
    });
    expect(await screen.findByTestId('confirmation-empty')).toBeInTheDocument();
  });
});
