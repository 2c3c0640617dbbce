import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themeForCountry, type BarrioTheme } from './theme/themes';

export interface BarrioThemeProviderProps {
  /** Picks the country's theme; ignored when `theme` is given. */
  countryId?: number | null;
  theme?: BarrioTheme;
  children?: ReactNode;
}

export function BarrioThemeProvider({ countryId, theme, children }: BarrioThemeProviderProps) {
  return <ThemeProvider theme={theme ?? themeForCountry(countryId)}>{children}</ThemeProvider>;
}
