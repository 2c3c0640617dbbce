import type { ReactNode } from 'react';
import {
  BarrioThemeProvider,
  GlobalStyle,
  LoadingScreen,
  themeForCountry,
} from '@barrio/shared/design-system';
import { AppIntlProvider, type SupportedLocale } from '@barrio/shared/i18n';
import { loadShellMessages } from '../api/load-shell-messages';
import { useDocumentLook } from '../hooks/use-document-look';

export interface CountryLookProps {
  countryId: number | null;
  locale: SupportedLocale;
  children?: ReactNode;
}

/**
 * The country's theme and the locale's messages around everything below; a loading screen
 * until the catalogue has arrived, so that no untranslated text flashes.
 */
export function CountryLook({ countryId, locale, children }: CountryLookProps) {
  const theme = themeForCountry(countryId);
  useDocumentLook(theme, locale);
  return (
    <BarrioThemeProvider theme={theme}>
      <GlobalStyle />
      <AppIntlProvider
        locale={locale}
        load={loadShellMessages}
        fallback={<LoadingScreen fullScreen />}
      >
        {children}
      </AppIntlProvider>
    </BarrioThemeProvider>
  );
}
