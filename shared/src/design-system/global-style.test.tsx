import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BarrioThemeProvider } from './theme-provider';
import { GlobalStyle } from './global-style';

function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

const page = (countryId: number) => (
  <BarrioThemeProvider countryId={countryId}>
    <GlobalStyle />
    <p>Tienda</p>
  </BarrioThemeProvider>
);

afterEach(() => document.body.replaceChildren());

describe('GlobalStyle', () => {
  it('sets the system font stack and theme colours on the body without loading any font', () => {
    render(page(59));
    expect(getComputedStyle(document.body).marginTop).toBe('0px');
    const css = injectedCss();
    expect(css).toMatch(/body\{[^}]*font-family:system-ui,/);
    expect(css).not.toMatch(/@font-face|@import|url\(/);
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce/);
    expect(css).toContain('#1d4ed8');
  });

  it("is adopted as the server wrote it when the page hydrates, the theme's sheet alone", () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(52));
    const written = container.querySelector('style');
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, page(52), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(container.querySelector('style')).toBe(written);
    expect(written).toHaveAttribute('data-global-style', 'default');
  });
});
