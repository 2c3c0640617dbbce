import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderInShell } from '@barrio/shared/testing';
import { NeighbourPicker } from './neighbour-picker';

const MEXICO = 2;
const NEIGHBOURS = '/api/communityleader/12/neighbours';

function serve() {
  return mockFetch((request) => {
    if (request.url.pathname !== NEIGHBOURS) return { status: 404 };
    if (request.method === 'POST') {
      return {
        status: 201,
        body: { customer_id: 501, name: 'rosa', last_name: 'díaz', phone: '+525512345678' },
      };
    }
    return {
      status: 200,
      body: { group: { id: 3, name: 'Vecinos Roma', description: null }, neighbours: [] },
    };
  });
}

async function openNewNeighbour() {
  renderInShell(
    <NeighbourPicker
      leaderId={12}
      countryId={MEXICO}
      selectedId=""
      onSelect={() => undefined}
      error={undefined}
    />,
    { route: '/lider-mx/checkout', locale: 'es-MX', countryId: MEXICO },
  );
  await userEvent.click(await screen.findByTestId('neighbour-add-open'));
  await userEvent.type(screen.getByTestId('neighbour-new-name'), 'Rosa');
}

describe('NeighbourPicker: a new neighbour’s phone', () => {
  it('says inline that the number is not Mexican when the leader leaves the field', async () => {
    serve();
    await openNewNeighbour();
    const phone = screen.getByTestId('neighbour-new-phone');
    await userEvent.type(phone, '987 654 321');
    await userEvent.tab();
    expect(screen.getByText('Este no es un número de celular válido de México.')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing and focuses the phone when saving an invalid number', async () => {
    const { requests } = serve();
    await openNewNeighbour();
    const phone = screen.getByTestId('neighbour-new-phone');
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByTestId('neighbour-new-save'));
    expect(phone).toHaveFocus();
    expect(screen.getByText('Este no es un número de celular válido de México.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('adds a neighbour whose number is typed the local way', async () => {
    const { requests } = serve();
    await openNewNeighbour();
    await userEvent.type(screen.getByTestId('neighbour-new-phone'), '55 1234 5678');
    await userEvent.click(screen.getByTestId('neighbour-new-save'));
    expect(await screen.findByTestId('neighbour-add-open')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/no es un número de celular válido/)).not.toBeInTheDocument();
  });
});
