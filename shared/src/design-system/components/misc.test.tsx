import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Badge } from './badge';
import { Card } from './card';
import { Inline, Stack } from './layout';
import { LoadingScreen } from './loading-screen';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';
import { BarrioThemeProvider } from '../theme-provider';

function allCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('Skeleton', () => {
  it('is hidden from assistive technology and stops shimmering for reduced motion', () => {
    const { container } = renderWithProviders(<Skeleton width="80px" height="12px" />);
    const block = container.querySelector('[data-skeleton]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(block as Element).width).toBe('80px');
    expect(allCss()).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/);
  });

  it('draws several lines with a shorter last one', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-skeleton] > span');
    expect(lines).toHaveLength(3);
    expect(getComputedStyle(lines[2] as Element).width).toBe('60%');
  });
});

describe('LoadingScreen', () => {
  it('announces loading in the current language', () => {
    renderWithProviders(<LoadingScreen />, {
      locale: 'en-US',
      messages: { 'shared.common.loading': 'Loading…' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('works before any catalogue is there (no IntlProvider yet)', () => {
    render(
      <BarrioThemeProvider countryId={1}>
        <LoadingScreen fullScreen />
      </BarrioThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('accepts its own label', () => {
    renderWithProviders(<LoadingScreen label="Buscando tiendas cercanas" />);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando tiendas cercanas');
  });
});

describe('layout and small pieces', () => {
  it('stacks children vertically and inlines them in wrapping rows with theme spacing', () => {
    renderWithProviders(
      <>
        <Stack gap="lg" data-testid="stack">
          <span>a</span>
        </Stack>
        <Inline gap="xs" justify="space-between" data-testid="inline">
          <span>b</span>
        </Inline>
      </>,
    );
    const stack = getComputedStyle(screen.getByTestId('stack'));
    const inline = getComputedStyle(screen.getByTestId('inline'));
    expect(stack.flexDirection).toBe('column');
    expect(stack.gap).toBe('16px');
    expect(inline.flexDirection).toBe('row');
    expect(inline.flexWrap).toBe('wrap');
    expect(inline.gap).toBe('4px');
    expect(inline.justifyContent).toBe('space-between');
  });

  it('renders a Card as the requested element', () => {
    renderWithProviders(
      <Card as="article" aria-label="Leche entera">
        contenido
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Leche entera' })).toHaveTextContent('contenido');
  });

  it('colours a discount Badge with the discount colours', () => {
    renderWithProviders(<Badge tone="discount">-20%</Badge>);
    const badge = getComputedStyle(screen.getByText('-20%'));
    expect(badge.backgroundColor).toBe('rgb(179, 38, 30)');
    expect(badge.color).toBe('rgb(255, 255, 255)');
  });

  it('keeps VisuallyHidden text in the accessibility tree', () => {
    renderWithProviders(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Quitar producto</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Quitar producto' })).toBeInTheDocument();
  });
});
