import { countryById } from '../../countries';

// Colours are chosen so that body text and text on `primary` reach WCAG AA (4.5:1); the
// theme test measures every pair, so a brand tweak that breaks contrast fails the build.
const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export type SpaceToken = keyof typeof space;

const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

// The platform's own fonts: shoppers are on slow mobile networks, so no web font is fetched.
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

// min-width queries: styles are written for phones first, then widened.
const breakpoints = { sm: '480px', md: '768px', lg: '1024px' } as const;
const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const zIndices = { header: 10, overlay: 100, dialog: 110, toast: 120 } as const;

export type ThemeName = 'default' | 'blue';

export interface ThemeColors {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  onPrimarySoft: string;
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  focusRing: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  discount: string;
  onDiscount: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
}

export interface BarrioTheme {
  name: ThemeName;
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  fonts: typeof fonts;
  breakpoints: typeof breakpoints;
  media: typeof media;
  zIndices: typeof zIndices;
  touchTarget: string;
}

const neutralColors = {
  background: '#f7f7f8',
  surface: '#ffffff',
  surfaceMuted: '#f0f0f2',
  text: '#1c1c1e',
  textMuted: '#55565c',
  border: '#c9cacf',
  success: '#1e7a3c',
  successSoft: '#e3f4e8',
  warning: '#8a5300',
  warningSoft: '#fff3d6',
  danger: '#b3261e',
  dangerSoft: '#fde7e5',
  info: '#245a9c',
  infoSoft: '#e4eefa',
  discount: '#b3261e',
  onDiscount: '#ffffff',
  overlay: 'rgba(20, 20, 24, 0.55)',
  skeleton: '#e6e6ea',
  skeletonHighlight: '#f4f4f6',
} as const;

const shared = {
  space,
  radii,
  fontSizes,
  fontWeights,
  fonts,
  breakpoints,
  media,
  zIndices,
  touchTarget: '44px',
} as const;

export const defaultTheme: BarrioTheme = {
  name: 'default',
  colors: {
    ...neutralColors,
    primary: '#c2410c',
    primaryHover: '#9a3412',
    onPrimary: '#ffffff',
    primarySoft: '#ffedd5',
    onPrimarySoft: '#7c2d12',
    focusRing: '#1d4ed8',
  },
  ...shared,
};

export const blueTheme: BarrioTheme = {
  name: 'blue',
  colors: {
    ...neutralColors,
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    primarySoft: '#dbeafe',
    onPrimarySoft: '#1e3a8a',
    focusRing: '#c2410c',
  },
  ...shared,
};

/** The country table says which look a country takes (SPEC §9: blue for 46, 59, 95, 257, 61). */
export function themeForCountry(countryId: number | null | undefined): BarrioTheme {
  return themeByName(countryById(countryId)?.theme ?? 'default');
}

export function themeByName(name: ThemeName): BarrioTheme {
  return name === 'blue' ? blueTheme : defaultTheme;
}
