import { createGlobalStyle, useTheme } from 'styled-components';
import { blueTheme, defaultTheme, type BarrioTheme, type ThemeName } from './theme/themes';

/** The page-wide rules, with one theme's values written in. */
function globalRules(theme: BarrioTheme): string {
  return `
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }

  img, svg, video { display: block; max-width: 100%; height: auto; }

  button, input, select, textarea { font: inherit; color: inherit; }

  a { color: ${theme.colors.primary}; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }

  h1, h2, h3, h4, p { margin: 0; }

  ${theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
}

// One global style per theme, its rules fixed. Styled-components keeps a fixed global style's
// rules the server wrote into the page as they are when the page hydrates; rules computed from
// the theme it cleared and wrote again, and the browser then restyled the whole page (the rules
// select `*` and body) in the task that hydrated it.
const globalStyleOf: Record<ThemeName, ReturnType<typeof createGlobalStyle>> = {
  default: createGlobalStyle`${globalRules(defaultTheme)}`,
  blue: createGlobalStyle`${globalRules(blueTheme)}`,
};

/** The page-wide rules of the theme in context (the country's look). */
export function GlobalStyle() {
  const { name } = useTheme();
  const ThemeGlobalStyle = globalStyleOf[name];
  return <ThemeGlobalStyle />;
}
