import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@barrio/shared/testing';
import MyOrdersPage from '../../../exposes/my-orders-page';
import { makeOrders, makeOrder } from '../../../testing/order-fixtures';
import { publishContext, renderRemote } from '../../../testing/render-remote';

describe('the orders list: confirmed-only filter, paging and outcomes', () => {
  it('opens with the filter and the pages named in the URL, and the filter button drops both', async () => {
    publishContext();
    const firstPage = makeOrders(10);
    const secondPage = makeOrders(2);
    const lastOfFirst = firstPage[9]!.id;
    const everything = makeOrders(3, { status: 'pending' });
    const { requests } = mockFetch((request) => {
      if (request.url.pathname !== '/api/orders') return { status: 404 };
      if (request.url.searchParams.get('status') !== 'confirmed')
        return { status: 200, body: { orders: everything, last_uuid: null, has_more: false } };
      return request.url.searchParams.get('last_uuid') === lastOfFirst
        ? { status: 200, body: { orders: secondPage, last_uuid: null, has_more: false } }
        : { status: 200, body: { orders: firstPage, last_uuid: lastOfFirst, has_more: true } };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: '/demo-mx/mis-pedidos?estado=confirmado&paginas=2',
    });

    // Two pages were shown before the reload: both come back, the second after the first.
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(12));
    // The page also asks for the shopper's neighbour invitations; only the orders calls count.
    const orderCalls = () => requests.filter((r) => r.url.pathname === '/api/orders');
    expect(orderCalls().map((r) => r.url.searchParams.get('status'))).toEqual([
      'confirmed',
      'confirmed',
    ]);
    expect(orderCalls()[1]!.url.searchParams.get('last_uuid')).toBe(lastOfFirst);
    const filter = screen.getByRole('group', { name: 'Qué pedidos ver' });
    expect(within(filter).getByRole('button', { name: 'Solo confirmados' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(filter).getByRole('button', { name: 'Todos' }));

    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(3));
    expect(orderCalls().at(-1)!.url.searchParams.has('status')).toBe(false);
    expect(within(filter).getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when no order is confirmed yet', async () => {
    publishContext();
    mockFetch(() => ({ status: 200, body: { orders: [], last_uuid: null, has_more: false } }));

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: '/demo-mx/mis-pedidos?estado=confirmado',
    });

    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(
      'No tienes pedidos confirmados.',
    );
  });

  it('shows a canceled order’s reason and what went back to the wallet, in the list and the detail', async () => {
    publishContext();
    const canceled = makeOrder({
      status: 'canceled',
      cancel_reason: 'customer_canceled',
      refund_total: { value: 380.5 },
      can_edit: false,
    });
    mockFetch((request) => {
      if (request.url.pathname === '/api/orders')
        return { status: 200, body: { orders: [canceled], last_uuid: null, has_more: false } };
      if (request.url.pathname === `/api/order/${canceled.id}`)
        return { status: 200, body: { order: canceled } };
      return { status: 404 };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);

    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-cancel-reason')).toHaveTextContent(
      'Motivo de la cancelación: Ya no quiero el pedido',
    );
    expect(within(card).getByTestId('order-refund')).toHaveTextContent(
      'Devuelto a tu billetera: $ 380.50',
    );

    await userEvent.click(within(card).getByRole('link', { name: /Ver detalle/ }));

    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-refund')).toHaveTextContent('$ 380.50');
    expect(within(detail).getByTestId('order-cancel-reason')).toBeInTheDocument();
  });

  it('names the pickup point of a pickup-point order, in the list and the detail', async () => {
    publishContext();
    const atPoint = makeOrder({
      delivery_address_main_line: null,
      pickup_point_shop_id: 31,
      pickup_point: { id: 31, slug: 'punto-mx', name: 'Punto Centro', address: 'Plaza Mayor 10' },
    });
    mockFetch((request) => {
      if (request.url.pathname === '/api/orders')
        return { status: 200, body: { orders: [atPoint], last_uuid: null, has_more: false } };
      if (request.url.pathname === `/api/order/${atPoint.id}`)
        return { status: 200, body: { order: atPoint } };
      return { status: 404 };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);

    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-pickup-point')).toHaveTextContent(
      'Retiro en Punto Centro · Plaza Mayor 10',
    );

    await userEvent.click(within(card).getByRole('link', { name: /Ver detalle/ }));

    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('order-pickup-point')).toHaveTextContent(
      'Retiro en Punto Centro · Plaza Mayor 10',
    );
  });

  it('shows no refund line for an order nothing was refunded for', async () => {
    publishContext();
    mockFetch(() => ({
      status: 200,
      body: { orders: makeOrders(1), last_uuid: null, has_more: false },
    }));

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);

    const card = await screen.findByTestId('order-card');
    expect(within(card).queryByTestId('order-refund')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('order-pickup-point')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('order-cancel-reason')).not.toBeInTheDocument();
  });
});
