import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type SessionCustomer } from '@barrio/shared/bus';
import { guestAddressItem } from '../features/address-book/guest-address';
import { installFetch, type RecordedRequest } from '../testing/fake-fetch';
import { renderRemote } from '../testing/render-remote';
import AddressPicker from './address-picker';

const CUSTOMER: SessionCustomer = {
  id: 7,
  name: 'Lucía',
  last_name: 'Pérez',
  phone: '+525555550001',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'customer',
};

interface StoredAddress {
  id: number;
  customer_id: number;
  label: string;
  main_line: string;
  details: string | null;
  lat: number | null;
  lng: number | null;
  created_at: string;
}

const HOME: StoredAddress = {
  id: 1,
  customer_id: 7,
  label: 'Casa',
  main_line: 'Calle Durango 120, Roma Norte',
  details: 'Depto 3',
  lat: null,
  lng: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
const WORK: StoredAddress = {
  ...HOME,
  id: 2,
  label: 'Trabajo',
  main_line: 'Av. Insurgentes 500',
  details: null,
};

let fetchMock: ReturnType<typeof installFetch> | null = null;

function serveBook(book: StoredAddress[]) {
  let current = [...book];
  return installFetch((request: RecordedRequest) => {
    if (request.url.pathname === '/api/addresses' && request.method === 'GET')
      return { status: 200, body: current };
    const match = /^\/api\/addresses\/(\d+)$/.exec(request.url.pathname);
    if (match && request.method === 'DELETE') {
      current = current.filter((address) => address.id !== Number(match[1]));
      return { status: 204 };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'no route' } } };
  });
}

const items = () => screen.queryAllByTestId('address-item');

beforeEach(() => {
  sessionStorage.clear();
  bus.publish('geo:address-selected', { address: null });
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = null;
});

describe('AddressPicker, signed in', () => {
  beforeEach(() => bus.publish('shell:session-changed', { customer: CUSTOMER }));

  it('lists the saved addresses without a form, and links to the full address book', async () => {
    fetchMock = serveBook([WORK, HOME]);
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.queryByTestId('address-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('address-picker-manage')).toHaveAttribute(
      'href',
      '/demo-mx/direcciones',
    );
    expect(screen.getByRole('heading', { name: 'Direcciones guardadas' })).toBeInTheDocument();
  });

  it('publishes the chosen address and un-chooses it when chosen again', async () => {
    fetchMock = serveBook([WORK, HOME]);
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));

    await userEvent.click(within(items()[1]!).getByTestId('address-select'));
    expect(bus.latest('geo:address-selected')).toEqual({
      address: {
        id: 1,
        label: 'Casa',
        main_line: 'Calle Durango 120, Roma Norte',
        details: 'Depto 3',
        lat: null,
        lng: null,
      },
    });
    expect(items()[1]).toHaveAttribute('data-selected', 'true');

    await userEvent.click(within(items()[1]!).getByTestId('address-select'));
    expect(bus.latest('geo:address-selected')).toEqual({ address: null });
    expect(items()[1]).toHaveAttribute('data-selected', 'false');
  });

  it('announces the chosen address again after a reload, to the same customer only', async () => {
    fetchMock = serveBook([WORK, HOME]);
    const first = renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[1]!).getByTestId('address-select'));
    first.unmount();

    // A reload: the bus starts with no address, the tab's storage still has the choice.
    bus.publish('geo:address-selected', { address: null });
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(bus.latest('geo:address-selected')?.address?.id).toBe(1));
    await waitFor(() => expect(items()[1]).toHaveAttribute('data-selected', 'true'));
  });

  it('does not hand one customer’s chosen address to another on the same tab', async () => {
    fetchMock = serveBook([WORK, HOME]);
    const first = renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[1]!).getByTestId('address-select'));
    first.unmount();

    bus.publish('geo:address-selected', { address: null });
    bus.publish('shell:session-changed', { customer: { ...CUSTOMER, id: 8 } });
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(bus.latest('geo:address-selected')).toEqual({ address: null });
  });

  it('drops a kept choice whose address is no longer in the book', async () => {
    fetchMock = serveBook([WORK]);
    bus.publish('geo:address-selected', {
      address: { id: 1, label: 'Casa', main_line: 'Gone 1', details: null, lat: null, lng: null },
    });
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(bus.latest('geo:address-selected')).toEqual({ address: null }));
  });

  it('forgets a deleted address as the delivery address', async () => {
    fetchMock = serveBook([WORK, HOME]);
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[0]!).getByTestId('address-select'));
    await userEvent.click(within(items()[0]!).getByTestId('address-delete'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(bus.latest('geo:address-selected')).toEqual({ address: null });
  });

  it('says when the book is empty, and offers a retry when it cannot load', async () => {
    fetchMock = serveBook([]);
    const view = renderRemote(<AddressPicker shopSlug="demo-mx" />);
    expect(await screen.findByTestId('address-list-empty')).toBeInTheDocument();
    view.unmount();
    fetchMock.restore();

    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock = installFetch(() => ({
      status: 500,
      body: { error: { code: 'internal', message: 'x' } },
    }));
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    const error = await screen.findByTestId('address-list-error');
    expect(within(error).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('falls back to the guest view when the session turns out to be gone', async () => {
    fetchMock = installFetch(() => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'sign in' } },
    }));
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() =>
      expect(screen.getByTestId('address-picker')).toHaveAttribute('data-signed-in', 'false'),
    );
  });
});

describe('AddressPicker, guest', () => {
  beforeEach(() => bus.publish('shell:session-changed', { customer: null }));

  it("offers the guest's address on this device, with id 0, and never calls the address book", async () => {
    fetchMock = serveBook([HOME]);
    guestAddressItem.set({
      id: 0,
      label: 'Casa',
      main_line: 'Calle Sonora 45',
      details: null,
      lat: 19.4,
      lng: -99.1,
    });
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.click(within(items()[0]!).getByTestId('address-select'));
    expect(bus.latest('geo:address-selected')).toEqual({
      address: {
        id: 0,
        label: 'Casa',
        main_line: 'Calle Sonora 45',
        details: null,
        lat: 19.4,
        lng: -99.1,
      },
    });
    expect(fetchMock.requests).toHaveLength(0);
  });

  it('shows only the link to the address book when the guest has no address yet', async () => {
    renderRemote(<AddressPicker shopSlug="demo-mx" />);
    expect(await screen.findByTestId('address-picker-manage')).toHaveTextContent('Mis direcciones');
    expect(items()).toHaveLength(0);
  });
});
