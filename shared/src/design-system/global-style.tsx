import { useTheme } from 'styled-components';
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

/** A theme's rules as the browser reads them: no comments, no runs of white space. */
const compact = (rules: string): string =>
  rules
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();

// One sheet per theme, its rules fixed, written once as plain CSS: the server writes it into
// the page as it is, and hydrating the page adopts that element and runs nothing. Through
// styled-components' createGlobalStyle, the browser ran the theme's rules through its CSS
// parser again in the layout effects of the hydrating commit (to fill a cache, though the
// rules were on the page already): a fifth of that commit's task on a cold /demo-mx.
const sheetOf: Record<ThemeName, string> = {
  default: compact(globalRules(defaultTheme)),
  blue: compact(globalRules(blueTheme)),
};

/** The page-wide rules of the theme in context (the country's look). */
export function GlobalStyle() {
  const { name } = useTheme();
  return <style data-global-style={name} dangerouslySetInnerHTML={{ __html: sheetOf[name] }} />;
}
