import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bus, type EventMap } from '@barrio/shared/bus';
import { mockFetch } from '@barrio/shared/testing';
import { makeOrder } from '../../../testing/order-fixtures';
import { useEditOrder } from './edit-order';
import { useReorder } from './reorder-order';

// What mf-orders tells the other teams: ids only (the cart and the wallet read the rest from
// their own sources), and every change that may move wallet money.

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function listen<N extends keyof EventMap>(name: N) {
  const seen: Array<EventMap[N]> = [];
  const stop = bus.subscribe(name, (payload) => seen.push(payload));
  return { seen, stop };
}

describe('order events', () => {
  it('a reorder asks the cart for products by id and shop, with no product data or price', async () => {
    const order = makeOrder();
    mockFetch(() => ({
      status: 200,
      body: {
        order_id: order.id,
        shop_slug: 'demo-mx',
        lines: [
          { product: { id: 101, name: 'Frijol negro 1 kg', price: 1 }, quantity: 2 },
          { product: { id: 102, name: 'Arroz 1 kg', price: 1 }, quantity: 1 },
        ],
        unavailable: [],
        limited: [],
      },
    }));
    const requests = listen('cart:add-requested');
    try {
      const { result } = renderHook(() => useReorder(), { wrapper });
      act(() => result.current.mutate(order.id));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(requests.seen).toEqual([
        { productId: 101, quantity: 2, shopSlug: 'demo-mx' },
        { productId: 102, quantity: 1, shopSlug: 'demo-mx' },
      ]);
    } finally {
      requests.stop();
    }
  });

  it('an edit announces orders:changed, since the difference moves wallet money', async () => {
    const order = makeOrder({ status: 'pending' });
    mockFetch(() => ({ status: 200, body: { order } }));
    const changes = listen('orders:changed');
    try {
      const { result } = renderHook(() => useEditOrder(), { wrapper });
      act(() =>
        result.current.mutate({
          orderId: order.id,
          action: 'remove_lines',
          lines: [{ product_id: 101 }],
        }),
      );
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(changes.seen).toEqual([{ orderId: order.id, change: 'edited' }]);
    } finally {
      changes.stop();
    }
  });
});
