// A reference, not an import: the DefaultTheme augmentation is types only and must reach every
// package that imports the design system.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./styled.d.ts" />
export { defaultTheme, blueTheme, themeForCountry, themeByName } from './theme/themes';
export type { BarrioTheme, ThemeColors, ThemeName, SpaceToken } from './theme/themes';
export { contrastRatio, relativeLuminance } from './theme/contrast';
// `ThemeProvider` is the name contracts §1.7 uses for the same wrapper.
export { BarrioThemeProvider, BarrioThemeProvider as ThemeProvider } from './theme-provider';
export type { BarrioThemeProviderProps } from './theme-provider';
export { GlobalStyle } from './global-style';
export { designSystemMessages } from './messages';
export { useFocusTrap } from './hooks/use-focus-trap';
export { useHydrated, useBrowserValue, useServerMarkupDrawn } from './hooks/use-hydrated';
export { useStoreInTransitions } from './hooks/use-store-in-transitions';
export { useRedraw } from './hooks/use-redraw';
export { useFirstArrivalInSlices } from './hooks/use-first-arrival-in-slices';
export type { FocusTrapOptions } from './hooks/use-focus-trap';

export { Button } from './components/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { Select } from './components/select';
export type { SelectProps, SelectOption } from './components/select';
export { Dialog } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { Notice, Toast } from './components/notice';
export type { NoticeProps, NoticeTone, ToastProps } from './components/notice';
export { Badge } from './components/badge';
export type { BadgeProps, BadgeTone } from './components/badge';
export { Price, productPriceProps } from './components/price';
export type { PriceProps, PriceSize } from './components/price';
export { QuantityStepper } from './components/quantity-stepper';
export type { QuantityStepperProps } from './components/quantity-stepper';
export { Card } from './components/card';
export type { CardProps } from './components/card';
export { Skeleton } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { LoadingScreen } from './components/loading-screen';
export type { LoadingScreenProps } from './components/loading-screen';
export { Stack, Inline } from './components/layout';
export type { StackProps, InlineProps } from './components/layout';
export { VisuallyHidden } from './components/visually-hidden';
export type { VisuallyHiddenProps } from './components/visually-hidden';
