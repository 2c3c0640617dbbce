import 'styled-components';
import type { BarrioTheme } from './theme/themes';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface extending the theme
  export interface DefaultTheme extends BarrioTheme {}
}
