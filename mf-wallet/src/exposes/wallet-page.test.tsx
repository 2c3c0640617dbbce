import { bus } from '@barrio/shared/bus';
import type { WalletMovement } from '@barrio/shared/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@barrio/shared/testing';
import { demoShop, publishContext, renderRemote, walletCustomer } from '../testing/render-remote';
import WalletPage from './wallet-page';

function movement(
  id: number,
  value: number,
  kind: WalletMovement['kind'],
  description: string,
): WalletMovement {
  return {
    id,
    amount: { value },
    kind,
    description,
    order_id: null,
    order_code: null,
    created_at: '2026-11-10T12:00:00.000Z',
  };
}

describe('WalletPage', () => {
  it('shows the balance and the movements of an eligible customer, older ones on demand', async () => {
    publishContext();
    const { requests } = mockFetch((request) => {
      if (request.url.pathname === '/api/wallet/balance') {
        return { status: 200, body: { customer_id: 31, amount: { value: 125000 } } };
      }
      if (request.url.pathname === '/api/wallet/movements') {
        return request.url.searchParams.get('before_id') === '8'
          ? {
              status: 200,
              body: {
                customer_id: 31,
                balance: { value: 125000 },
                movements: [movement(7, 30000, 'refund', 'Reembolso pedido CO-2')],
                next_before_id: null,
              },
            }
          : {
              status: 200,
              body: {
                customer_id: 31,
                balance: { value: 125000 },
                movements: [
                  movement(9, 150000, 'credit', 'Recarga'),
                  {
                    ...movement(8, -55000, 'debit', 'Pago del pedido'),
                    order_id: '6f1c2a9e-0000-4000-8000-000000000001',
                    order_code: 'CO-1001',
                  },
                ],
                next_before_id: 8,
              },
            };
      }
      return { status: 404 };
    });

    renderRemote(<WalletPage shopSlug="demo-co" />);

    expect(await screen.findByText('$ 125.000')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('wallet-movement');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('+$ 150.000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('−$ 55.000')).toBeInTheDocument();
    // The order is named by its code and opens in my orders.
    expect(within(rows[1]!).getByRole('link', { name: 'Pedido CO-1001' })).toHaveAttribute(
      'href',
      '/demo-co/mis-pedidos?pedido=6f1c2a9e-0000-4000-8000-000000000001',
    );

    const balanceRequest = requests.find((r) => r.url.pathname === '/api/wallet/balance');
    expect(balanceRequest?.url.searchParams.get('customerId')).toBe('31');

    await userEvent.click(screen.getByRole('button', { name: 'Ver movimientos anteriores' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-movement')).toHaveLength(3));
    expect(
      within(screen.getAllByTestId('wallet-movement')[2]!).getByText('Reembolso'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ver movimientos anteriores' }),
    ).not.toBeInTheDocument();
  });

  it('reloads the balance after an order is placed, paid, canceled or edited', async () => {
    publishContext();
    let balance = 80000;
    mockFetch((request) =>
      request.url.pathname === '/api/wallet/balance'
        ? { status: 200, body: { customer_id: 31, amount: { value: balance } } }
        : {
            status: 200,
            body: {
              customer_id: 31,
              balance: { value: balance },
              movements: [],
              next_before_id: null,
            },
          },
    );

    renderRemote(<WalletPage shopSlug="demo-co" />);
    expect(await screen.findByText('$ 80.000')).toBeInTheDocument();

    balance = 45000;
    act(() =>
      bus.publish('checkout:order-placed', { orderId: 'o-1', code: 'CO-1', shopSlug: 'demo-co' }),
    );

    expect(await screen.findByText('$ 45.000')).toBeInTheDocument();

    // A cancel refunds, an edit moves the difference: the orders remote announces both.
    balance = 52000;
    act(() => bus.publish('orders:changed', { orderId: 'o-1', change: 'canceled' }));

    expect(await screen.findByText('$ 52.000')).toBeInTheDocument();

    // A payment the confirmation page saw confirmed: checkout announces it.
    balance = 30000;
    act(() => bus.publish('checkout:order-paid', { orderId: 'o-1' }));

    expect(await screen.findByText('$ 30.000')).toBeInTheDocument();
  });

  it('explains the wallet to a customer without a wallet account and asks nothing of the server', async () => {
    publishContext({ customer: { ...walletCustomer, inswitch_entity_id: null } });
    const { requests } = mockFetch(() => ({ status: 500 }));

    renderRemote(<WalletPage shopSlug="demo-co" />);

    expect(await screen.findByTestId('wallet-unavailable')).toHaveTextContent(
      'Tu cuenta todavía no tiene una billetera activa.',
    );
    expect(requests).toHaveLength(0);
  });

  it('explains that on a business shop only the enabled business accounts have a wallet', async () => {
    publishContext({
      shop: { ...demoShop, slug: 'negocio-mx', country_id: 2, customer_type_id: 3 },
      customer: { ...walletCustomer, customer_sub_type_id: 1 },
    });
    const { requests } = mockFetch(() => ({ status: 500 }));

    renderRemote(<WalletPage shopSlug="negocio-mx" />);

    expect(await screen.findByTestId('wallet-unavailable')).toHaveTextContent(
      /cuentas de negocio habilitadas/,
    );
    expect(requests).toHaveLength(0);
  });

  it('asks a visitor to sign in through the shell', async () => {
    publishContext({ customer: null });
    mockFetch(() => ({ status: 500 }));
    const intents: unknown[] = [];
    const unsubscribe = bus.subscribe('shell:sign-in-requested', (payload) =>
      intents.push(payload),
    );

    renderRemote(<WalletPage shopSlug="demo-co" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));

    expect(intents).toEqual([{ reason: 'wallet' }]);
    unsubscribe();
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    publishContext();
    let balanceCalls = 0;
    mockFetch((request) => {
      if (request.url.pathname === '/api/wallet/balance') {
        balanceCalls += 1;
        return balanceCalls === 1
          ? { status: 404, body: { error: { code: 'wallet_not_found', message: 'No wallet' } } }
          : { status: 200, body: { customer_id: 31, amount: { value: 2000 } } };
      }
      return {
        status: 200,
        body: { customer_id: 31, balance: { value: 2000 }, movements: [], next_before_id: null },
      };
    });

    renderRemote(<WalletPage shopSlug="demo-co" />);
    expect(await screen.findByText('No pudimos cargar tu saldo.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no tienes movimientos.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('$ 2.000')).toBeInTheDocument();
  });
});
