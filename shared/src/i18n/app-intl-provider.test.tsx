import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { AppIntlProvider } from './app-intl-provider';
import { commonMessages } from './messages';

function Probe() {
  const intl = useIntl();
  return (
    <p data-testid="probe" data-locale={intl.locale}>
      {intl.formatMessage(commonMessages.genericError)}
    </p>
  );
}

describe('AppIntlProvider', () => {
  it('shows the fallback until the shared catalogue has loaded, then the localised text', async () => {
    render(
      <AppIntlProvider locale="es-AR" fallback={<span>esperando</span>}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(screen.getByText('esperando')).toBeInTheDocument();
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveTextContent('Algo salió mal. Intentá de nuevo.');
    expect(probe).toHaveAttribute('data-locale', 'es-AR');
  });

  it('resolves unsupported tags to a supported locale', async () => {
    render(
      <AppIntlProvider locale="en-GB">
        <Probe />
      </AppIntlProvider>,
    );
    const probe = await screen.findByTestId('probe');
    expect(probe).toHaveAttribute('data-locale', 'en-US');
    expect(probe).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('switches language without going back to the fallback', async () => {
    const { rerender } = render(
      <AppIntlProvider locale="es-MX" fallback={<span>esperando</span>}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent(
      'Algo salió mal. Inténtalo de nuevo.',
    );
    rerender(
      <AppIntlProvider locale="es-CO" fallback={<span>esperando</span>}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(screen.queryByText('esperando')).not.toBeInTheDocument();
    // The previous catalogue keeps its own locale until the new one has arrived.
    expect(screen.getByTestId('probe')).toHaveAttribute('data-locale', 'es-MX');
    expect(
      await screen.findByText('Algo salió mal. Por favor, inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveAttribute('data-locale', 'es-CO');
  });

  it("lays the shell's own catalogue over the shared one", async () => {
    const english: Record<string, string> = { 'shared.common.generic-error': 'Oops' };
    const load = jest.fn((locale: string) => Promise.resolve(locale === 'en-US' ? english : {}));
    render(
      <AppIntlProvider locale="en-US" load={load}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent('Oops');
    expect(load).toHaveBeenCalledWith('en-US');
  });

  it('still renders with the Spanish defaults when the catalogue cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error('offline'));
    render(
      <AppIntlProvider locale="es-PE" load={load} onError={() => undefined}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(await screen.findByTestId('probe')).toHaveTextContent(
      'Algo salió mal. Inténtalo de nuevo.',
    );
    expect(error).toHaveBeenCalledWith(
      '[intl] could not load the message catalogue',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
