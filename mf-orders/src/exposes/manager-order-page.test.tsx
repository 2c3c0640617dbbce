import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeReply, type RecordedRequest } from '@barrio/shared/testing';
import { makeManagerOrder } from '../testing/order-fixtures';
import { publishContext, renderRemote } from '../testing/render-remote';
import ManagerOrderPage from './manager-order-page';

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

const managerOrder = makeManagerOrder;

function serve(
  order: ReturnType<typeof managerOrder>,
  deliver: (request: RecordedRequest) => FakeReply,
) {
  const path = `/api/manager/demo-mx/orders/${order.id}`;
  return mockFetch((request) => {
    if (request.method === 'GET' && request.url.pathname === path)
      return { status: 200, body: { order } };
    if (request.method === 'POST' && request.url.pathname === `${path}/deliver`)
      return deliver(request);
    return { status: 404 };
  });
}

async function submitCode(code: string) {
  const field = await screen.findByLabelText(/Código de entrega/);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));
}

describe('ManagerOrderPage', () => {
  beforeEach(() => publishContext({ customer: owner }));

  it('shows the customer, the lines with their notes and the total of the order', async () => {
    const base = managerOrder();
    const [first, ...rest] = base.lines;
    const order = {
      ...base,
      lines: [{ ...first!, notes: 'Sin golpes' }, ...rest],
    };
    serve(order, () => ({ status: 500 }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />, {
      route: `/demo-mx/${order.id}`,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: `Pedido ${order.code}` }),
    ).toBeInTheDocument();
    const customer = screen.getByTestId('manager-customer');
    expect(within(customer).getByText('Lucía Hernández')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Teléfono: +525555550001' })).toHaveAttribute(
      'href',
      'tel:+525555550001',
    );
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    // The owner's message links here; the note the list shows must not be lost on the way.
    expect(within(lines[0]!).getByTestId('order-line-note')).toHaveTextContent('Nota: Sin golpes');
    expect(within(lines[1]!).queryByTestId('order-line-note')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$ 1,250');
    expect(screen.getByRole('link', { name: 'Todos los pedidos de la tienda' })).toHaveAttribute(
      'href',
      '/demo-mx/tienda/pedidos',
    );
  });

  it('confirms the delivery with the right code', async () => {
    const order = managerOrder();
    const { requests } = serve(order, () => ({
      status: 200,
      body: { order: { ...order, status: 'delivered' } },
    }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    await submitCode(' 4821 ');

    expect(await screen.findByTestId('deliver-success')).toHaveTextContent(
      'Entrega confirmada. ¡Gracias!',
    );
    const deliver = requests.find((r) => r.method === 'POST');
    expect(deliver?.body).toEqual({ code: '4821' });
  });

  it('says the code is wrong and lets the owner try again', async () => {
    const order = managerOrder();
    let attempts = 0;
    serve(order, () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 400,
            body: {
              error: { code: 'invalid_delivery_code', message: 'Wrong code' },
              attempts_left: 2,
            },
          }
        : { status: 200, body: { order: { ...order, status: 'delivered' } } };
    });

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    await submitCode('1111');

    expect(await screen.findByTestId('deliver-error')).toHaveTextContent(
      'El código no es correcto. Revísalo con el cliente e inténtalo de nuevo. Te quedan 2 intentos.',
    );
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeEnabled();

    await submitCode('4821');
    expect(await screen.findByTestId('deliver-success')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('stops after too many attempts', async () => {
    const order = managerOrder();
    serve(order, () => ({
      status: 429,
      body: { error: { code: 'too_many_attempts', message: 'Locked' } },
    }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    await submitCode('0000');

    expect(await screen.findByTestId('deliver-error')).toHaveTextContent(/Demasiados intentos/);
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeDisabled();
  });

  it('asks for a code before sending anything', async () => {
    const order = managerOrder();
    const { requests } = serve(order, () => ({ status: 200, body: { order } }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    await screen.findByLabelText(/Código de entrega/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar entrega' }));

    expect(await screen.findByText('Escribe el código de entrega.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows no form for an order already delivered', async () => {
    const order = managerOrder({ status: 'delivered' });
    serve(order, () => ({ status: 500 }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    expect(await screen.findByText('Este pedido ya fue entregado.')).toBeInTheDocument();
    expect(screen.queryByTestId('deliver-form')).not.toBeInTheDocument();
  });

  it('treats an order of another shop as not found', async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'order_not_found', message: 'Not found' } },
    }));
    renderRemote(
      <ManagerOrderPage shopSlug="demo-mx" orderId="0f8c1e2a-1b2c-4d3e-8f4a-000000000000" />,
    );
    expect(await screen.findByTestId('manager-order-error')).toHaveTextContent(
      /No encontramos este pedido en tu tienda/,
    );
  });

  it('checks the code format before sending it', async () => {
    const order = managerOrder();
    const { requests } = serve(order, () => ({ status: 200, body: { order } }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    await submitCode('12a');

    expect(
      await screen.findByText('El código tiene solo números, de 4 a 8 dígitos.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the lock at once when no attempts are left', async () => {
    const order = managerOrder({ delivery_code_attempts_left: 0 });
    serve(order, () => ({ status: 500 }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);

    expect(await screen.findByTestId('deliver-error')).toHaveTextContent(/Demasiados intentos/);
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeDisabled();
  });

  it('names a guest customer without an account', async () => {
    const order = managerOrder({ customer: { name: '', last_name: '', phone: '' } });
    serve(order, () => ({ status: 500 }));

    renderRemote(<ManagerOrderPage shopSlug="demo-mx" orderId={order.id} />);
    expect(await screen.findByText('Cliente sin cuenta')).toBeInTheDocument();
  });
});
