import { render } from '@testing-library/react';
import { BarrioThemeProvider } from './theme-provider';
import { GlobalStyle } from './global-style';

// Jest resolves styled-components' server build, whose global styles only inject during SSR;
// the browser build (what webpack bundles) is the one whose behaviour matters here.
jest.mock('styled-components', () =>
  jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'),
);

function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('GlobalStyle', () => {
  it('sets the system font stack and theme colours on the body without loading any font', () => {
    render(
      <BarrioThemeProvider countryId={59}>
        <GlobalStyle />
      </BarrioThemeProvider>,
    );
    expect(getComputedStyle(document.body).marginTop).toBe('0px');
    const css = injectedCss();
    expect(css).toMatch(/body\{[^}]*font-family:system-ui,/);
    expect(css).not.toMatch(/@font-face|@import|url\(/);
    expect(css).toMatch(/prefers-reduced-motion: reduce/);
    expect(css).toContain('#1d4ed8');
  });
});
