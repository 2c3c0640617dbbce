import {
  configureAnalytics,
  createMemoryTransport,
  initAnalytics,
  type MemoryTransport,
} from '@barrio/shared/analytics';
import { bus } from '@barrio/shared/bus';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@barrio/shared/testing';
import { demoShop, publishContext, renderRemote, walletCustomer } from '../testing/render-remote';
import WalletSwitch from './wallet-switch';

function serveBalance(value: number) {
  return mockFetch((request) =>
    request.url.pathname === '/api/wallet/balance'
      ? { status: 200, body: { customer_id: walletCustomer.id, amount: { value } } }
      : { status: 404 },
  );
}

describe('WalletSwitch', () => {
  let analytics: MemoryTransport;

  beforeEach(async () => {
    analytics = createMemoryTransport();
    configureAnalytics({
      accounts: { A: { name: 'barrio', token: 'test-token', transport: analytics } },
      defaultMirror: 'A',
    });
    await initAnalytics();
    bus.publish('wallet:switch-changed', { useWallet: false, balance: null });
    publishContext();
  });

  it('shows the balance, says it covers the total and publishes the choice on the bus', async () => {
    serveBalance(50000);
    const published: unknown[] = [];
    const unsubscribe = bus.subscribe('wallet:switch-changed', (payload) =>
      published.push(payload),
    );

    renderRemote(<WalletSwitch amountDue={32500} />);

    const toggle = await screen.findByRole('switch', { name: 'Pagar con mi billetera' });
    expect(await screen.findByText('Saldo disponible: $ 50.000')).toBeInTheDocument();
    expect(screen.getByText('Tu saldo cubre el total de $ 32.500.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);

    expect(toggle).toBeChecked();
    expect(bus.latest('wallet:switch-changed')).toEqual({ useWallet: true, balance: 50000 });
    expect(published.at(-1)).toEqual({ useWallet: true, balance: 50000 });
    expect(analytics.calls).toContainEqual(
      expect.objectContaining({
        type: 'track',
        event: 'wallet_switch',
        properties: expect.objectContaining({ enabled: true, balance: 50000, amount_due: 32500 }),
      }),
    );

    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(bus.latest('wallet:switch-changed')).toEqual({ useWallet: false, balance: 50000 });
    unsubscribe();
  });

  it('pays part of the total when the balance is short, and says what is left to pay', async () => {
    serveBalance(10000);
    renderRemote(<WalletSwitch amountDue={32500} />);

    const toggle = await screen.findByRole('switch', { name: 'Pagar con mi billetera' });
    expect(await screen.findByTestId('wallet-switch-hint')).toHaveTextContent(
      'Tu billetera paga $ 10.000 y el resto, $ 22.500, lo pagas con el medio que elijas.',
    );
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    expect(bus.latest('wallet:switch-changed')).toEqual({ useWallet: true, balance: 10000 });
  });

  it('cannot be switched on with an empty wallet', async () => {
    serveBalance(0);
    renderRemote(<WalletSwitch amountDue={32500} />);

    expect(await screen.findByTestId('wallet-switch-hint')).toHaveTextContent(
      'Tu billetera no tiene saldo para este pedido.',
    );
    expect(screen.getByRole('switch', { name: 'Pagar con mi billetera' })).toBeDisabled();
  });

  it('stays on when the total grows beyond the balance: the wallet then pays part of it', async () => {
    serveBalance(40000);
    const { rerender } = renderRemote(<WalletSwitch amountDue={30000} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Pagar con mi billetera' }));
    expect(bus.latest('wallet:switch-changed')?.useWallet).toBe(true);

    rerender(<WalletSwitch amountDue={45000} />);

    expect(await screen.findByTestId('wallet-switch-hint')).toHaveTextContent(
      'Tu billetera paga $ 40.000 y el resto, $ 5.000',
    );
    expect(bus.latest('wallet:switch-changed')).toEqual({ useWallet: true, balance: 40000 });
  });

  it('renders nothing where the wallet is not a way to pay', async () => {
    publishContext({ shop: { ...demoShop, slug: 'demo-mx', country_id: 2 } });
    const { requests } = serveBalance(50000);

    const { container } = renderRemote(<WalletSwitch amountDue={100} />, { locale: 'es-MX' });

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('renders nothing for a customer without a wallet account', async () => {
    publishContext({ customer: { ...walletCustomer, inswitch_entity_id: null } });
    const { requests } = serveBalance(50000);

    const { container } = renderRemote(<WalletSwitch amountDue={100} />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(requests).toHaveLength(0);
  });
});
