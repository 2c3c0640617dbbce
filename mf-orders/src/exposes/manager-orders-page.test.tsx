import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeReply, type RecordedRequest } from '@barrio/shared/testing';
import { makeManagerOrder } from '../testing/order-fixtures';
import { publishContext, renderRemote } from '../testing/render-remote';
import ManagerOrdersPage from './manager-orders-page';

const owner = {
  id: 90,
  name: 'Guadalupe',
  last_name: 'Ramírez',
  phone: '+525555550009',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'shop_owner' as const,
};

const LIST_PATH = '/api/manager/demo-mx/orders';

function listedOrder(overrides: Record<string, unknown> = {}) {
  const order = makeManagerOrder({
    customer: { name: 'lucía', last_name: 'hernández', phone: '+525555550001' },
    payment_method_id: 5,
    payment_status: 'pending',
    delivery_time_range: { label: '9:00 a 13:00', start_hour: 9, end_hour: 13 },
    pickup_point: { id: 31, slug: 'punto-mx', name: 'Punto Centro', address: 'Plaza Mayor 10' },
    ...overrides,
  });
  const [first, ...rest] = order.lines;
  return { ...order, lines: [{ ...first!, notes: 'Bien maduros' as string | null }, ...rest] };
}

function serve(
  orders: ReturnType<typeof listedOrder>[],
  extra: (request: RecordedRequest) => FakeReply | undefined = () => undefined,
) {
  return mockFetch((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.url.pathname === LIST_PATH) {
      return {
        status: 200,
        body: {
          orders,
          pick_list: [
            {
              product_id: 101,
              name: 'Frijol negro 1 kg',
              quantity: 23,
              unit: 'unidad',
              scale: null,
              orders: 1,
            },
            {
              product_id: 102,
              name: 'Jamón cocido feteado por 200 gr',
              quantity: 5,
              unit: 'gr',
              scale: 200,
              orders: 2,
            },
            {
              product_id: 103,
              name: 'Huevos blancos',
              quantity: 1,
              unit: 'docena',
              scale: 12,
              orders: 1,
            },
          ],
        },
      };
    }
    return { status: 404 };
  });
}

describe('ManagerOrdersPage', () => {
  beforeEach(() => publishContext({ customer: owner }));

  it('shows what the owner needs per order: customer, phone, day, point, payment, lines', async () => {
    const order = listedOrder();
    const { requests } = serve([order]);

    renderRemote(<ManagerOrdersPage shopSlug="demo-mx" />, { route: '/demo-mx/tienda/pedidos' });

    const card = await screen.findByTestId('manager-list-order');
    expect(within(card).getByRole('heading', { name: order.code })).toBeInTheDocument();
    expect(within(card).getByTestId('manager-list-customer')).toHaveTextContent('Lucía Hernández');
    expect(within(card).getByRole('link', { name: '+525555550001' })).toHaveAttribute(
      'href',
      'tel:+525555550001',
    );
    expect(
      within(card).getByText(/Entrega: .*20 de noviembre.*Horario: 9:00 a 13:00/),
    ).toBeVisible();
    expect(within(card).getByTestId('manager-list-pickup-point')).toHaveTextContent(
      'Punto de retiro: Punto Centro (Plaza Mayor 10)',
    );
    expect(within(card).getByTestId('manager-list-payment')).toHaveTextContent(/Yape.*Pendiente/);
    const lines = within(card).getAllByTestId('manager-list-line');
    expect(lines[0]).toHaveTextContent('2 × Frijol negro 1 kg — Nota: Bien maduros');
    expect(within(card).getByTestId('manager-list-total')).toHaveTextContent('$ 1,250');
    expect(within(card).getByRole('link', { name: `Ver pedido ${order.code}` })).toHaveAttribute(
      'href',
      `/demo-mx/${order.id}`,
    );
    const picks = within(screen.getByTestId('manager-pick-list')).getAllByRole('listitem');
    expect(picks.map((item) => item.textContent)).toEqual([
      'Frijol negro 1 kg: 23 unidades, en 1 pedido',
      'Jamón cocido feteado por 200 gr: 5 unidades de 200 gr (1 kg), en 2 pedidos',
      'Huevos blancos: 1 docena, en 1 pedido',
    ]);
    // The first view is what is left to prepare, on every day.
    expect(requests[0]!.url.searchParams.get('status')).toBe('to_prepare');
    expect(requests[0]!.url.searchParams.has('date')).toBe(false);
  });

  it('asks the API with the chosen day and status', async () => {
    const { requests } = serve([]);
    renderRemote(<ManagerOrdersPage shopSlug="demo-mx" />);
    expect(await screen.findByTestId('manager-list-empty')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Día de entrega'), 'today');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'unpaid');
    await waitFor(() => {
      const last = requests.at(-1)!;
      expect(last.url.searchParams.get('date')).toBe('today');
      expect(last.url.searchParams.get('status')).toBe('unpaid');
    });

    await userEvent.selectOptions(screen.getByLabelText('Día de entrega'), 'pick');
    expect(screen.getByLabelText('Fecha de entrega')).toHaveValue(
      requests.at(-1)!.url.searchParams.get('date'),
    );
    expect(requests.at(-1)!.url.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('marks an order ready from the list and says the customer was told', async () => {
    const order = listedOrder();
    const { requests } = serve([order], (request) =>
      request.method === 'POST' && request.url.pathname === `${LIST_PATH}/${order.id}/ready`
        ? { status: 200, body: { order: { ...order, status: 'ready' } } }
        : undefined,
    );
    renderRemote(<ManagerOrdersPage shopSlug="demo-mx" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Listo para retirar' }));

    expect(
      await screen.findByText(`Avisamos al cliente que el pedido ${order.code} está listo.`),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    // The list is asked again so that it shows the order's new status.
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === LIST_PATH).length).toBeGreaterThan(1),
    );
  });

  it('offers no ready action for an order already ready or delivered', async () => {
    serve([listedOrder({ status: 'ready' }), listedOrder({ status: 'delivered' })]);
    renderRemote(<ManagerOrdersPage shopSlug="demo-mx" />);
    expect(await screen.findAllByTestId('manager-list-order')).toHaveLength(2);
    expect(screen.queryByTestId('manager-list-mark-ready')).not.toBeInTheDocument();
  });

  it('tells someone who is not the owner to sign in with the shop’s phone', async () => {
    publishContext({ customer: null });
    mockFetch(() => ({ status: 404, body: { error: { code: 'order_not_found' } } }));
    renderRemote(<ManagerOrdersPage shopSlug="demo-mx" />);
    const error = await screen.findByTestId('manager-list-error');
    expect(error).toHaveTextContent('Esta lista es solo para el dueño de la tienda');
    expect(within(error).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
