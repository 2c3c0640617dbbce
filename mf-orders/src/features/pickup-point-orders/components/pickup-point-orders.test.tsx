import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { mockFetch } from '@barrio/shared/testing';
import { publishContext, renderRemote } from '../../../testing/render-remote';
import { PickupPointOrders } from './pickup-point-orders';

const point = { id: 40, slug: 'lider-mx', name: 'Compras comunitarias', address: 'Pasaje 15' };

function order(id: string, day: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    code: `MX-${id}`,
    status: 'confirmed',
    delivery_date: day,
    country_id: 2,
    shop_name: 'Abarrotes Doña Lupe',
    shop_slug: 'demo-mx',
    pickup_point: point,
    customer: { name: 'lucía', last_name: 'hernández', phone: '+525555550001' },
    total: { value: 250 },
    amount_due: { value: 250 },
    payment_status: 'not_required',
    ...overrides,
  };
}

function serve(body: unknown) {
  return mockFetch((request) =>
    request.url.pathname === '/api/communityleader/12/pickup-point-orders'
      ? { status: 200, body }
      : { status: 404 },
  );
}

describe('PickupPointOrders', () => {
  beforeEach(() => publishContext());

  it('groups the orders to collect at the leader’s point by pickup day', async () => {
    serve({
      points: [point],
      orders: [
        order('1', '2026-11-20'),
        order('2', '2026-11-20', { payment_status: 'paid' }),
        order('3', '2026-11-21'),
      ],
    });
    renderRemote(<PickupPointOrders leaderId={12} />);

    const days = await screen.findAllByTestId('pickup-point-day');
    expect(days.map((d) => d.dataset.day)).toEqual(['2026-11-20', '2026-11-21']);
    const first = within(days[0]!).getAllByTestId('pickup-point-order');
    expect(first).toHaveLength(2);
    expect(first[0]).toHaveTextContent('Lucía Hernández');
    expect(first[0]).toHaveTextContent('Pedido MX-1 de Abarrotes Doña Lupe');
    expect(first[0]).toHaveTextContent('A pagar al retirar: $ 250');
    expect(first[1]).toHaveTextContent('Pagado');
    expect(within(first[0]!).getByRole('link', { name: '+525555550001' })).toHaveAttribute(
      'href',
      'tel:+525555550001',
    );
  });

  it('says so when nothing is to be collected', async () => {
    serve({ points: [point], orders: [] });
    renderRemote(<PickupPointOrders leaderId={12} />);
    expect(await screen.findByText('No hay pedidos por retirar en tu punto.')).toBeInTheDocument();
  });

  it('shows nothing to a leader who runs no pickup point', async () => {
    const { requests } = serve({ points: [], orders: [] });
    renderRemote(<PickupPointOrders leaderId={12} />);
    // Shown while loading, then gone once the answer says there is no point.
    expect(screen.getByTestId('pickup-point-orders')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByTestId('pickup-point-orders'));
    expect(requests).toHaveLength(1);
  });
});
