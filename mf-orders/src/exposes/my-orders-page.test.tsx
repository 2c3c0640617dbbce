import { bus } from '@barrio/shared/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type RecordedRequest } from '@barrio/shared/testing';
import { makeOrder, makeOrders } from '../testing/order-fixtures';
import { publishContext, renderRemote } from '../testing/render-remote';
import MyOrdersPage from './my-orders-page';

function isPath(request: RecordedRequest, method: string, path: string): boolean {
  return request.method === method && request.url.pathname === path;
}

describe('MyOrdersPage', () => {
  it('asks a guest to sign in through the shell instead of listing orders', async () => {
    publishContext({ customer: null });
    const { requests } = mockFetch(() => ({ status: 500 }));
    const intents: unknown[] = [];
    const unsubscribe = bus.subscribe('shell:sign-in-requested', (payload) =>
      intents.push(payload),
    );

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);

    const prompt = await screen.findByTestId('orders-sign-in');
    expect(
      within(prompt).getByRole('heading', { name: 'Inicia sesión para ver tus pedidos' }),
    ).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Iniciar sesión' }));
    expect(intents).toEqual([{ reason: 'orders' }]);
    expect(requests.filter((r) => r.url.pathname === '/api/orders')).toHaveLength(0);
    unsubscribe();
  });

  it('lists the customer orders and loads more by the last uuid', async () => {
    publishContext();
    const firstPage = makeOrders(10);
    const secondPage = makeOrders(3, { status: 'canceled', shop_name: 'Tienda La Esquina' });
    const lastOfFirst = firstPage[9]!.id;
    const { requests } = mockFetch((request) => {
      if (!isPath(request, 'GET', '/api/orders')) return { status: 404 };
      const after = request.url.searchParams.get('last_uuid');
      return after === lastOfFirst
        ? { status: 200, body: { orders: secondPage, last_uuid: null, has_more: false } }
        : { status: 200, body: { orders: firstPage, last_uuid: lastOfFirst, has_more: true } };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);

    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    const first = screen.getAllByTestId('order-card')[0]!;
    expect(
      within(first).getByRole('heading', { name: `Pedido ${firstPage[0]!.code}` }),
    ).toBeInTheDocument();
    expect(within(first).getByText('Confirmado')).toBeInTheDocument();
    expect(within(first).getByText(/Abarrotes Doña Lupe/)).toBeInTheDocument();
    expect(within(first).getByText('$ 1,250')).toBeInTheDocument();
    expect(within(first).getByText('2 productos')).toBeInTheDocument();

    const firstRequest = requests.find((r) => r.url.pathname === '/api/orders')!;
    expect(firstRequest.url.pathname).toBe('/api/orders');
    expect(firstRequest.url.searchParams.get('customer_id')).toBe('7');
    expect(firstRequest.url.searchParams.get('page_size')).toBe('10');
    expect(firstRequest.url.searchParams.get('last_uuid')).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Ver más pedidos' }));

    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(13));
    const lists = requests.filter((r) => r.url.pathname === '/api/orders');
    expect(lists).toHaveLength(2);
    expect(lists[1]!.url.searchParams.get('last_uuid')).toBe(lastOfFirst);
    const last = screen.getAllByTestId('order-card')[12]!;
    expect(within(last).getByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más pedidos' })).not.toBeInTheDocument();
  });

  it('refetches the list when checkout announces a new order', async () => {
    publishContext();
    const older = makeOrder();
    const placed = makeOrder({ status: 'pending' });
    let lists = 0;
    mockFetch((request) => {
      // The invitations to a leader's group (none here) are not the order list.
      if (request.url.pathname === '/api/neighbour-invitations')
        return { status: 200, body: { invitations: [] } };
      lists += 1;
      const orders = lists === 1 ? [older] : [placed, older];
      return { status: 200, body: { orders, last_uuid: null, has_more: false } };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);

    act(() =>
      bus.publish('checkout:order-placed', {
        orderId: placed.id,
        code: placed.code,
        shopSlug: 'demo-mx',
      }),
    );

    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: `Pedido ${placed.code}` })).toBeInTheDocument();
  });

  it('says so when the customer has no orders', async () => {
    publishContext();
    mockFetch(() => ({ status: 200, body: { orders: [], last_uuid: null, has_more: false } }));
    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);
    expect(await screen.findByText('Todavía no tienes pedidos.')).toBeInTheDocument();
  });

  it('opens an order from the list and shows its lines and total', async () => {
    publishContext();
    const order = makeOrder({ discount_value: { value: 50 }, total: { value: 1200 } });
    mockFetch((request) => {
      if (isPath(request, 'GET', '/api/orders')) {
        return { status: 200, body: { orders: [order], last_uuid: null, has_more: false } };
      }
      if (isPath(request, 'GET', `/api/order/${order.id}`)) return { status: 200, body: { order } };
      return { status: 404 };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />);
    await userEvent.click(
      await screen.findByRole('link', { name: `Ver detalle del pedido ${order.code}` }),
    );

    const detail = await screen.findByTestId('order-detail');
    const rows = within(detail).getAllByTestId('order-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Frijol negro 1 kg')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$ 45')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$ 90')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('$ 38.50')).toHaveLength(2);
    expect(within(detail).getByText('−$ 50')).toBeInTheDocument();
    expect(within(detail).getByTestId('order-total')).toHaveTextContent('$ 1,200');

    await userEvent.click(within(detail).getByRole('button', { name: 'Volver a mis pedidos' }));
    expect(await screen.findByTestId('orders-list')).toBeInTheDocument();
  });

  it('cancels an order with a reason chosen in the dialog', async () => {
    publishContext();
    const order = makeOrder({ status: 'pending' });
    const canceled = {
      ...order,
      status: 'canceled',
      cancel_reason: 'customer_canceled',
      can_edit: false,
    };
    const { requests } = mockFetch((request) => {
      if (isPath(request, 'GET', `/api/order/${order.id}`)) return { status: 200, body: { order } };
      if (isPath(request, 'POST', `/api/order/${order.id}/cancel`))
        return { status: 200, body: { order: canceled } };
      return { status: 404 };
    });

    const changes: unknown[] = [];
    const stopListening = bus.subscribe('orders:changed', (payload) => changes.push(payload));

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
    });

    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('Pendiente')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Cancelar pedido' }));

    const dialog = await screen.findByRole('dialog', {
      name: '¿Por qué quieres cancelar el pedido?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar pedido' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(
      within(dialog).getByRole('radio', { name: 'Hay un error en el pedido' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: 'El punto de entrega está cerrado' }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ya no quiero el pedido' }));
    await userEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cancelRequest = requests.find((r) => r.method === 'POST');
    expect(cancelRequest?.url.pathname).toBe(`/api/order/${order.id}/cancel`);
    expect(cancelRequest?.body).toEqual({ reason: 'customer_canceled' });
    expect(await within(detail).findByText('Cancelado')).toBeInTheDocument();
    expect(within(detail).getByText(`Cancelaste el pedido ${order.code}.`)).toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: 'Cancelar pedido' }),
    ).not.toBeInTheDocument();
    // A cancel may refund wallet money: the wallet hears of it by id.
    expect(changes).toEqual([{ orderId: order.id, change: 'canceled' }]);
    stopListening();
  });

  it('explains when the server refuses to cancel', async () => {
    publishContext();
    const order = makeOrder({ status: 'confirmed' });
    mockFetch((request) => {
      if (isPath(request, 'GET', `/api/order/${order.id}`)) return { status: 200, body: { order } };
      return { status: 409, body: { error: { code: 'order_not_editable', message: 'Too late' } } };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'El punto de entrega está cerrado' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));

    expect(
      await within(dialog).findByText('Este pedido ya no se puede cancelar.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-detail')).toHaveTextContent('Confirmado');
  });

  it('titles the cancel dialog in English for the en-US locale', async () => {
    publishContext({ locale: 'en-US' });
    const order = makeOrder({ status: 'pending' });
    mockFetch(() => ({ status: 200, body: { order } }));

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
      locale: 'en-US',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByRole('dialog', { name: 'Why do you want to cancel the order?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "I don't want the order" })).toBeInTheDocument();
  });

  it('fetches the delivery code where the country uses it', async () => {
    publishContext({ flags: { delivery_code: true } });
    const order = makeOrder({ status: 'confirmed' });
    const { requests } = mockFetch((request) => {
      if (isPath(request, 'GET', `/api/order/${order.id}`)) return { status: 200, body: { order } };
      if (isPath(request, 'PATCH', '/api/getcode')) {
        return { status: 200, body: { order_id: order.id, code: '4821' } };
      }
      return { status: 404 };
    });

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver código de entrega' }));

    expect(await screen.findByTestId('delivery-code-value')).toHaveTextContent('4821');
    const codeRequest = requests.find((r) => r.method === 'PATCH');
    expect(codeRequest?.url.searchParams.get('orderId')).toBe(order.id);
    expect(codeRequest?.url.searchParams.get('countryId')).toBe('2');
    expect(codeRequest?.body).toEqual({ customer_id: 7 });
  });

  it('shows no delivery code where the country does not use it', async () => {
    publishContext({ flags: { delivery_code: false } });
    const order = makeOrder({ status: 'confirmed' });
    mockFetch(() => ({ status: 200, body: { order } }));

    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
    });
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-code')).not.toBeInTheDocument();
  });

  it('says an order of someone else is not found', async () => {
    publishContext();
    mockFetch(() => ({
      status: 404,
      body: { error: { code: 'order_not_found', message: 'Not found' } },
    }));
    renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
      route: '/demo-mx/mis-pedidos?pedido=0f8c1e2a-1b2c-4d3e-8f4a-999999999999',
    });
    expect(await screen.findByText('No encontramos este pedido en tu cuenta.')).toBeInTheDocument();
  });

  describe('edit-order mode', () => {
    it('removes a line and changes a quantity, then shows the re-priced order', async () => {
      publishContext();
      const order = makeOrder({ status: 'confirmed', can_edit: true });
      const [beans] = order.lines;
      const afterRemove = { ...order, lines: [beans], total: { value: 90 } };
      const afterPatch = {
        ...order,
        lines: [{ ...beans!, cantidad: 3, subtotal: 135 }],
        sum_of_line_totals: { value: 135 },
        total: { value: 135 },
      };
      const { requests } = mockFetch((request) => {
        if (isPath(request, 'GET', `/api/order/${order.id}`))
          return { status: 200, body: { order } };
        if (isPath(request, 'PATCH', `/api/order/${order.id}`)) {
          const action = (request.body as { action: string }).action;
          return {
            status: 200,
            body: { order: action === 'remove_lines' ? afterRemove : afterPatch },
          };
        }
        return { status: 404 };
      });

      renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
        route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Modificar pedido' }));

      const form = screen.getByTestId('edit-order');
      expect(within(form).getAllByTestId('edit-line')).toHaveLength(2);
      await userEvent.click(
        within(form).getByRole('button', { name: 'Agregar una unidad de Frijol negro 1 kg' }),
      );
      await userEvent.click(
        within(form).getByRole('button', { name: 'Quitar una unidad de Aceite vegetal 900 ml' }),
      );
      expect(within(form).getByText('Se quitará del pedido')).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByText('Guardamos los cambios de tu pedido.')).toBeInTheDocument();
      const edits = requests.filter((r) => r.method === 'PATCH');
      expect(edits.map((r) => r.body)).toEqual([
        { action: 'remove_lines', lines: [{ product_id: 102 }] },
        { action: 'patch_lines', lines: [{ product_id: 101, quantity: { value: '3' } }] },
      ]);
      expect(screen.getAllByTestId('order-line')).toHaveLength(1);
      expect(screen.getByTestId('order-total')).toHaveTextContent('$ 135');
    });

    it('shows a weighed line in grams and steps it by quarter kilos where decimals are on', async () => {
      publishContext({ flags: { decimal_quantities: true } });
      const base = makeOrder({ status: 'confirmed', can_edit: true });
      const tomato = {
        ...base.lines[0]!,
        productid: 201,
        nombre: 'Tomate redondo',
        cantidad: 0.5,
        precio: 38.9,
        subtotal: 19.45,
        datos_producto: { id: 201, category_id: 7, unit_of_measurement: { erp_name: 'kg' } },
      };
      const order = { ...base, lines: [tomato, base.lines[1]!] };
      const afterPatch = {
        ...order,
        lines: [{ ...tomato, cantidad: 0.75, subtotal: 29.18 }, base.lines[1]!],
      };
      const { requests } = mockFetch((request) => {
        if (isPath(request, 'GET', `/api/order/${order.id}`))
          return { status: 200, body: { order } };
        if (isPath(request, 'PATCH', `/api/order/${order.id}`))
          return { status: 200, body: { order: afterPatch } };
        return { status: 404 };
      });

      renderRemote(<MyOrdersPage shopSlug="demo-pe" />, {
        route: `/demo-pe/mis-pedidos?pedido=${order.id}`,
      });
      const [first] = await screen.findAllByTestId('order-line');
      expect(within(first!).getByTestId('order-line-quantity')).toHaveTextContent('500 g');
      await userEvent.click(screen.getByRole('button', { name: 'Modificar pedido' }));

      const form = screen.getByTestId('edit-order');
      const stepper = within(form).getByRole('group', { name: 'Tomate redondo' });
      expect(stepper).toHaveTextContent('500 g');
      await userEvent.click(
        within(form).getByRole('button', { name: 'Agregar una unidad de Tomate redondo' }),
      );
      expect(stepper).toHaveTextContent('750 g');
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByText('Guardamos los cambios de tu pedido.')).toBeInTheDocument();
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { action: 'patch_lines', lines: [{ product_id: 201, quantity: { value: '0.75' } }] },
      ]);
      expect(screen.getAllByTestId('order-line-quantity')[0]).toHaveTextContent('750 g');
    });

    it('does not let every line be removed', async () => {
      publishContext();
      const order = makeOrder({ can_edit: true });
      const { requests } = mockFetch(() => ({ status: 200, body: { order } }));

      renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
        route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Modificar pedido' }));
      await userEvent.click(
        screen.getByRole('button', { name: 'Quitar una unidad de Aceite vegetal 900 ml' }),
      );
      await userEvent.click(
        screen.getByRole('button', { name: 'Quitar una unidad de Frijol negro 1 kg' }),
      );
      await userEvent.click(
        screen.getByRole('button', { name: 'Quitar una unidad de Frijol negro 1 kg' }),
      );

      expect(screen.getByText(/Un pedido necesita al menos un producto/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
      expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    });

    it('explains a refusal and stays in edit mode', async () => {
      publishContext();
      const order = makeOrder({ can_edit: true });
      mockFetch((request) =>
        request.method === 'PATCH'
          ? {
              status: 400,
              body: { error: { code: 'limit_exceeded', message: 'Limit' }, limits: [] },
            }
          : { status: 200, body: { order } },
      );

      renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
        route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Modificar pedido' }));
      await userEvent.click(
        screen.getByRole('button', { name: 'Agregar una unidad de Frijol negro 1 kg' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

      expect(await screen.findByTestId('edit-error')).toHaveTextContent(
        'Alguna cantidad supera el límite permitido para ese producto.',
      );
      expect(screen.getByTestId('edit-order')).toBeInTheDocument();
    });

    it('offers no edit mode when the gateway says the order can no longer change', async () => {
      publishContext();
      const order = makeOrder({ status: 'ready', can_edit: false });
      mockFetch(() => ({ status: 200, body: { order } }));

      renderRemote(<MyOrdersPage shopSlug="demo-mx" />, {
        route: `/demo-mx/mis-pedidos?pedido=${order.id}`,
      });
      expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Modificar pedido' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    });
  });
});
