import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configureAnalytics,
  createMemoryTransport,
  initAnalytics,
  type MemoryTransport,
} from '@barrio/shared/analytics';
import { bus, type SessionCustomer } from '@barrio/shared/bus';
import { installFetch, type RecordedRequest } from '../testing/fake-fetch';
import { installGeolocation, removeGeolocation } from '../testing/fake-geolocation';
import { renderRemote } from '../testing/render-remote';
import AddressBookPage from './address-book-page';

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

/** An in-memory address book behind GET/POST/DELETE /api/addresses. */
function serveAddressBook(initial: StoredAddress[], { full = false } = {}) {
  let book = [...initial];
  let nextId = 100;
  return installFetch((request: RecordedRequest) => {
    const { method, url } = request;
    if (url.pathname === '/api/addresses' && method === 'GET') return { status: 200, body: book };
    if (url.pathname === '/api/addresses' && method === 'POST') {
      if (full)
        return { status: 409, body: { error: { code: 'address_book_full', message: 'full' } } };
      const body = request.body as Omit<StoredAddress, 'id' | 'customer_id' | 'created_at'>;
      const created = {
        id: nextId++,
        customer_id: CUSTOMER.id,
        created_at: '2026-11-21T10:00:00.000Z',
        ...body,
      };
      book = [created, ...book];
      return { status: 201, body: created };
    }
    const match = /^\/api\/addresses\/(\d+)$/.exec(url.pathname);
    if (match && method === 'DELETE') {
      book = book.filter((address) => address.id !== Number(match[1]));
      return { status: 204 };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'no route' } } };
  });
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
let analytics: MemoryTransport;

const items = () => screen.queryAllByTestId('address-item');
const form = () => screen.getByTestId('address-form');

async function fillForm(values: { label?: string; mainLine?: string; details?: string }) {
  const scope = within(form());
  if (values.label !== undefined)
    await userEvent.type(scope.getByTestId('address-label-input'), values.label);
  if (values.mainLine !== undefined)
    await userEvent.type(scope.getByTestId('address-main-line-input'), values.mainLine);
  if (values.details !== undefined)
    await userEvent.type(scope.getByTestId('address-details-input'), values.details);
}

beforeEach(async () => {
  sessionStorage.clear();
  bus.publish('geo:address-selected', { address: null });
  analytics = createMemoryTransport();
  configureAnalytics({ accounts: { A: { name: 'test', token: 'token', transport: analytics } } });
  await initAnalytics();
});

afterEach(() => {
  fetchMock?.restore();
  fetchMock = null;
  removeGeolocation();
});

describe('AddressBookPage, signed in', () => {
  beforeEach(() => {
    bus.publish('shell:session-changed', { customer: CUSTOMER });
  });

  it('lists the saved addresses and publishes the one chosen for delivery', async () => {
    fetchMock = serveAddressBook([WORK, HOME]);
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);

    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items().map((item) => item.getAttribute('data-address-id'))).toEqual(['2', '1']);

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
  });

  it('adds an address, shows it in the list and selects it', async () => {
    fetchMock = serveAddressBook([HOME]);
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(1));

    await fillForm({ label: 'Mamá', mainLine: 'Calle Sonora 45', details: 'Timbre 2' });
    await userEvent.click(within(form()).getByTestId('address-submit'));

    await waitFor(() => expect(items()).toHaveLength(2));
    const post = fetchMock.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      label: 'Mamá',
      main_line: 'Calle Sonora 45',
      details: 'Timbre 2',
      lat: null,
      lng: null,
    });
    expect(within(items()[0]!).getByText('Mamá')).toBeInTheDocument();
    expect(bus.latest('geo:address-selected')?.address?.id).toBe(100);
    // The form is emptied for the next one.
    expect(within(form()).getByTestId('address-label-input')).toHaveValue('');
  });

  it('deletes an address and forgets it as the delivery address', async () => {
    fetchMock = serveAddressBook([WORK, HOME]);
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(within(items()[0]!).getByTestId('address-select'));
    expect(bus.latest('geo:address-selected')?.address?.id).toBe(2);

    await userEvent.click(
      within(items()[0]!).getByRole('button', { name: 'Eliminar la dirección Trabajo' }),
    );

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(
      fetchMock.requests.some(
        (r) => r.method === 'DELETE' && r.url.pathname === '/api/addresses/2',
      ),
    ).toBe(true);
    expect(items()[0]).toHaveAttribute('data-address-id', '1');
    expect(bus.latest('geo:address-selected')).toEqual({ address: null });
  });

  it('validates the form before sending anything', async () => {
    fetchMock = serveAddressBook([]);
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await screen.findByTestId('address-list-empty');

    await userEvent.click(within(form()).getByTestId('address-submit'));
    expect(within(form()).getByText('Ponle un nombre a la dirección.')).toBeInTheDocument();
    expect(within(form()).getByText('Escribe la calle y el número.')).toBeInTheDocument();
    expect(within(form()).getByTestId('address-label-input')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fillForm({ label: 'Casa', mainLine: 'ab' });
    expect(within(form()).queryByText('Ponle un nombre a la dirección.')).not.toBeInTheDocument();
    expect(within(form()).getByText('Escribe al menos 3 caracteres.')).toBeInTheDocument();
    await userEvent.click(within(form()).getByTestId('address-submit'));

    await fillForm({ label: 'x'.repeat(60) });
    expect(within(form()).getByText('Usa como máximo 60 caracteres.')).toBeInTheDocument();
    expect(fetchMock.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('adds the browser position to the address and tracks address_autocompleted', async () => {
    fetchMock = serveAddressBook([]);
    installGeolocation({ position: { lat: 19.419876, lng: -99.163421 } });
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await screen.findByTestId('address-list-empty');

    await userEvent.click(within(form()).getByTestId('address-use-location'));
    expect(await within(form()).findByTestId('address-coordinates')).toHaveTextContent(
      '19.41988, -99.16342',
    );
    const tracked = analytics.calls.filter((call) => call.type === 'track');
    expect(tracked).toEqual([
      expect.objectContaining({
        event: 'address_autocompleted',
        properties: expect.objectContaining({ source: 'geolocation', shop_slug: 'demo-mx' }),
      }),
    ]);

    await fillForm({ label: 'Casa', mainLine: 'Calle Durango 120' });
    await userEvent.click(within(form()).getByTestId('address-submit'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(fetchMock.requests.find((request) => request.method === 'POST')?.body).toEqual(
      expect.objectContaining({ lat: 19.419876, lng: -99.163421 }),
    );
  });

  it('explains a refused position and tracks nothing', async () => {
    fetchMock = serveAddressBook([]);
    installGeolocation({ errorCode: 1 });
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await screen.findByTestId('address-list-empty');

    await userEvent.click(within(form()).getByTestId('address-use-location'));
    expect(await within(form()).findByTestId('address-location-error')).toHaveTextContent(
      'No tenemos permiso',
    );
    expect(analytics.calls.filter((call) => call.type === 'track')).toEqual([]);
  });

  it('keeps what was typed when the book is full', async () => {
    fetchMock = serveAddressBook([HOME], { full: true });
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(1));

    await fillForm({ label: 'Otra', mainLine: 'Calle Tonalá 10' });
    await userEvent.click(within(form()).getByTestId('address-submit'));

    expect(await screen.findByTestId('address-form-error')).toHaveTextContent(
      'Tu libreta está llena',
    );
    expect(within(form()).getByTestId('address-label-input')).toHaveValue('Otra');
    expect(items()).toHaveLength(1);
  });
});

describe('AddressBookPage, guest', () => {
  beforeEach(() => {
    bus.publish('shell:session-changed', { customer: null });
  });

  it('asks the shell to sign the guest in and never calls the address book', async () => {
    fetchMock = serveAddressBook([HOME]);
    const signIn = jest.fn();
    const unsubscribe = bus.subscribe('shell:sign-in-requested', signIn);
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);

    await userEvent.click(await screen.findByTestId('address-sign-in'));
    expect(signIn).toHaveBeenCalledWith({ reason: 'address_book' });
    expect(fetchMock.requests).toHaveLength(0);
    unsubscribe();
  });

  it('keeps one manual address on this device, selects it and deletes it', async () => {
    fetchMock = serveAddressBook([]);
    const view = renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await screen.findByTestId('address-form');

    await fillForm({ label: 'Casa', mainLine: 'Calle Durango 120' });
    await userEvent.click(within(form()).getByTestId('address-submit'));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(bus.latest('geo:address-selected')).toEqual({
      address: {
        id: 0,
        label: 'Casa',
        main_line: 'Calle Durango 120',
        details: null,
        lat: null,
        lng: null,
      },
    });
    expect(fetchMock.requests).toHaveLength(0);

    // It survives a remount in the same tab.
    view.unmount();
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    await waitFor(() => expect(items()).toHaveLength(1));

    await userEvent.click(within(items()[0]!).getByTestId('address-delete'));
    expect(items()).toHaveLength(0);
    expect(bus.latest('geo:address-selected')).toEqual({ address: null });
  });

  it('shows the guest view when the session turns out to be gone', async () => {
    bus.publish('shell:session-changed', { customer: CUSTOMER });
    fetchMock = installFetch(() => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'sign in' } },
    }));
    renderRemote(<AddressBookPage shopSlug="demo-mx" />);
    expect(await screen.findByTestId('address-guest-notice')).toBeInTheDocument();
    expect(screen.getByTestId('address-book-page')).toHaveAttribute('data-signed-in', 'false');
  });
});
