import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@barrio/shared/api';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import { AppIntlProvider } from '@barrio/shared/i18n';

export interface RenderRemoteOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: string;
  countryId?: number;
  route?: string;
}

/** The shell's providers around an exposed module: theme, intl, query client and router. */
export function renderRemote(
  ui: ReactElement,
  { locale = 'es-MX', countryId = 2, route = '/demo-mx', ...options }: RenderRemoteOptions = {},
) {
  const queryClient = createQueryClient();
  // Tests answer each request once; a retry would only slow a failing case down.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });

  function Providers({ children }: { children?: ReactNode }) {
    return (
      <BarrioThemeProvider countryId={countryId}>
        <AppIntlProvider locale={locale}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </AppIntlProvider>
      </BarrioThemeProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
