import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@barrio/shared/testing';
import { renderRemote } from '../testing/render-remote';
import ShopSummaryPage from './shop-summary-page';

const SUMMARY_PATH = '/api/manager/demo-mx/analytics/summary';

function summary(range: string, visits: number) {
  return {
    shop: 'demo-mx',
    country_id: 2,
    range,
    from: '2026-03-04',
    to: '2026-03-10',
    visits,
    funnel: [
      { step: 'visit', visitors: visits },
      { step: 'add_to_cart', visitors: 2 },
      { step: 'begin_checkout', visitors: 1 },
      { step: 'purchase', visitors: 1 },
    ],
    days: [
      { day: '2026-03-09', orders: 0, revenue: 0 },
      { day: '2026-03-10', orders: 1, revenue: 50.5 },
    ],
    top_searches: [{ query: 'arroz', count: 3 }],
    no_result_searches: [{ query: 'piña', count: 2 }],
    coupon_rejections: [{ reason: '5', count: 1 }],
    payment_methods: [{ payment_method_id: '1', count: 1 }],
  };
}

describe('ShopSummaryPage', () => {
  it('shows the funnel with its drops, the chart, searches, rejections and methods by range', async () => {
    const { requests } = mockFetch((request) =>
      request.url.pathname === SUMMARY_PATH
        ? {
            status: 200,
            body: summary(
              request.url.searchParams.get('range') ?? '',
              request.url.searchParams.get('range') === '7d' ? 9 : 4,
            ),
          }
        : { status: 404 },
    );
    renderRemote(<ShopSummaryPage shopSlug="demo-mx" />, { route: '/demo-mx/tienda/resumen' });

    expect(await screen.findByTestId('summary-visits')).toHaveTextContent('4 visitas');
    const addStep = screen.getByTestId('summary-step-add_to_cart');
    expect(addStep).toHaveTextContent('Agregaron al carrito');
    expect(addStep).toHaveTextContent('2 personas');
    expect(addStep).toHaveTextContent('50% no siguió');
    expect(screen.getByRole('img', { name: /Pedidos y ventas por día.*1 pedido/ })).toBeVisible();
    expect(within(screen.getByTestId('summary-no-results')).getByText('piña: 2')).toBeVisible();
    expect(
      within(screen.getByTestId('summary-coupon-rejections')).getByText('El cupón no existe: 1'),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('summary-payment-methods')).getByText('Efectivo: 1'),
    ).toBeVisible();

    await userEvent.click(screen.getByTestId('summary-range-7d'));
    expect(await screen.findByText('9 visitas')).toBeVisible();
    expect(requests.map((request) => request.url.searchParams.get('range'))).toEqual([
      'today',
      '7d',
    ]);
  });

  it('tells someone who is not the owner to sign in with the shop’s phone', async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'shop_not_found', message: 'x' } } }));
    renderRemote(<ShopSummaryPage shopSlug="demo-mx" />, { route: '/demo-mx/tienda/resumen' });
    expect(await screen.findByTestId('summary-error')).toHaveTextContent('solo para el dueño');
  });
});
