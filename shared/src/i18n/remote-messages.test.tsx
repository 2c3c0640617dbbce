import { render, screen } from '@testing-library/react';
import { IntlProvider, defineMessages, useIntl } from 'react-intl';
import { RemoteMessages } from './remote-messages';

// Test-only descriptors; the ids are not part of any catalogue.
const remote = defineMessages({
  title: { id: 'test.remote.title', defaultMessage: 'Mi billetera', description: 'test' },
  shell: { id: 'test.shell.greeting', defaultMessage: 'Hola', description: 'test' },
});

function Probe() {
  const intl = useIntl();
  return (
    <p data-testid="probe" data-locale={intl.locale}>
      {intl.formatMessage(remote.title)} / {intl.formatMessage(remote.shell)}
    </p>
  );
}

const catalogues: Record<string, Record<string, string>> = {
  'es-MX': { 'test.remote.title': 'Mi billetera' },
  'en-US': { 'test.remote.title': 'My wallet' },
};

function Shell({ locale, children }: { locale: string; children: React.ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="es-MX"
      messages={{ 'test.shell.greeting': locale === 'en-US' ? 'Hello' : 'Hola' }}
      onError={() => undefined}
    >
      {children}
    </IntlProvider>
  );
}

describe('RemoteMessages', () => {
  it("loads the remote's catalogue for the shell's locale and keeps the shell's messages", async () => {
    const load = jest.fn((locale: string) => Promise.resolve(catalogues[locale] ?? {}));
    render(
      <Shell locale="en-US">
        <RemoteMessages load={load} fallback={<span>cargando billetera</span>}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    expect(screen.getByText('cargando billetera')).toBeInTheDocument();
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveTextContent('My wallet / Hello');
    expect(probe).toHaveAttribute('data-locale', 'en-US');
    expect(load).toHaveBeenCalledWith('en-US');
  });

  it('renders nothing by default until loaded, and reuses the cache on the next mount', async () => {
    const load = jest.fn((locale: string) => Promise.resolve(catalogues[locale] ?? {}));
    const first = render(
      <Shell locale="es-MX">
        <RemoteMessages load={load}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    expect(first.container).toBeEmptyDOMElement();
    expect(await screen.findByTestId('probe')).toHaveTextContent('Mi billetera / Hola');
    first.unmount();

    render(
      <Shell locale="es-MX">
        <RemoteMessages load={load}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    // Cached: present synchronously, no second download.
    expect(screen.getByTestId('probe')).toHaveTextContent('Mi billetera / Hola');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows a change of the shell locale', async () => {
    const load = jest.fn((locale: string) => Promise.resolve(catalogues[locale] ?? {}));
    const { rerender } = render(
      <Shell locale="es-MX">
        <RemoteMessages load={load}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('Mi billetera');
    rerender(
      <Shell locale="en-US">
        <RemoteMessages load={load}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    expect(await screen.findByText('My wallet / Hello')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['es-MX'], ['en-US']]);
  });

  it('falls back to default messages when the catalogue fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error('chunk failed'));
    render(
      <Shell locale="en-US">
        <RemoteMessages load={load}>
          <Probe />
        </RemoteMessages>
      </Shell>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('Mi billetera / Hello');
    expect(error).toHaveBeenCalledWith(
      '[intl] could not load a remote catalogue',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
