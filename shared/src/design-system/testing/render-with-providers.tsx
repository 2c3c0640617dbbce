import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import esMX from '../../lang/es-MX.json';
import { BarrioThemeProvider } from '../theme-provider';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  countryId?: number;
  locale?: string;
  messages?: Record<string, string>;
}

/** Renders under the same providers the shell gives every remote, with the es-MX catalogue. */
export function renderWithProviders(
  ui: ReactElement,
  { countryId = 2, locale = 'es-MX', messages = esMX, ...options }: ProvidersOptions = {},
) {
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale="es-MX" messages={messages}>
        <BarrioThemeProvider countryId={countryId}>{children}</BarrioThemeProvider>
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
