import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api';
import { BarrioThemeProvider } from '../design-system';
import { AppIntlProvider } from '../i18n';

export interface RenderInShellOptions {
  route: string;
  locale: string;
  countryId: number;
}

/**
 * Renders a remote's component under the providers the shell gives every remote: theme,
 * intl, query cache and router. The providers are a wrapper, so rerender() keeps them and the
 * cache.
 */
export function renderInShell(
  ui: ReactElement,
  { route, locale, countryId }: RenderInShellOptions,
) {
  const queryClient = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
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
  const result = render(ui, { wrapper: Providers });
  return { ...result, queryClient };
}
