import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ReactElement } from 'react';
import { HydrationIsland } from './hydration-island';
import { staticIslandName, staticPart } from './static-part';

// What the part's own module would export (a chunk of its own in a build).
function Notes({ country }: { country: string }) {
  return <p data-testid="notes">{`Soporte en ${country}`}</p>;
}

// Each test declares its part anew: React keeps a loaded component for good.
let parts = 0;
let loads = 0;
let NotesPart: ReturnType<typeof declareNotes>;
function declareNotes() {
  parts += 1;
  return staticPart(`notes-${parts}`, async () => {
    loads += 1;
    return { default: Notes };
  });
}

function Page({ country, locale = 'es-MX' }: { country: string; locale?: string }) {
  return (
    <IntlProvider locale={locale} defaultLocale="es-MX">
      <footer>
        <NotesPart country={country} />
      </footer>
    </IntlProvider>
  );
}

/** The markup the server bundle renders for the part (static-part.server.test.tsx). */
function serverMarkup(country: string): string {
  return renderToString(
    <IntlProvider locale="es-MX" defaultLocale="es-MX">
      <footer>
        <HydrationIsland name={staticIslandName(`notes-${parts}`)} policy="never">
          <Notes country={country} />
        </HydrationIsland>
      </footer>
    </IntlProvider>,
  );
}

let hydrated: Root | null = null;
beforeEach(() => {
  loads = 0;
  NotesPart = declareNotes();
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
});

function hydrate(element: ReactElement): unknown[] {
  const root = document.getElementById('root')!;
  root.innerHTML = serverMarkup('México');
  const errors: unknown[] = [];
  act(() => {
    hydrated = hydrateRoot(root, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('staticPart in the browser', () => {
  it("keeps the server's markup when hydrating, without loading the component", async () => {
    const errors = hydrate(<Page country="México" />);
    const island = document.querySelector(`[data-island="static-notes-${parts}"]`);
    expect(island).toHaveAttribute('data-hydration', 'never');
    expect(screen.getByTestId('notes')).toHaveTextContent('Soporte en México');
    // Past hydration and its effects, still never loaded.
    await act(async () => {});
    expect(loads).toBe(0);
    expect(errors).toEqual([]);
  });

  it('draws the kept markup again when drawn anew with the same inputs, still without loading', async () => {
    hydrate(<Page country="México" />);
    // The page left (the part unmounted) and come back to.
    act(() => hydrated!.render(<IntlProvider locale="es-MX">{null}</IntlProvider>));
    expect(screen.queryByTestId('notes')).toBeNull();
    act(() => hydrated!.render(<Page country="México" />));
    expect(screen.getByTestId('notes')).toHaveTextContent('Soporte en México');
    expect(document.querySelector(`[data-island="static-notes-${parts}"]`)).not.toBeNull();
    await act(async () => {});
    expect(loads).toBe(0);
  });

  it('draws the component itself once what the markup was drawn with changes', async () => {
    hydrate(<Page country="México" />);
    act(() => hydrated!.render(<Page country="Colombia" />));
    expect(await screen.findByText('Soporte en Colombia')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('draws the component itself when the locale changes', async () => {
    hydrate(<Page country="México" />);
    act(() => hydrated!.render(<Page country="México" locale="en-US" />));
    await screen.findByText('Soporte en México');
    expect(loads).toBe(1);
    expect(document.querySelector(`[data-island="static-notes-${parts}"]`)).toBeNull();
  });

  it('on a page the browser renders alone, loads the component only once the browser is idle', async () => {
    const idleCallbacks: (() => void)[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) =>
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => undefined;
    try {
      render(<Page country="Chile" />);
      await act(async () => {});
      expect(loads).toBe(0);
      expect(screen.queryByText('Soporte en Chile')).toBeNull();
      act(() => idleCallbacks.forEach((run) => run()));
      expect(await screen.findByText('Soporte en Chile')).toBeInTheDocument();
      expect(loads).toBe(1);
    } finally {
      // @ts-expect-error jsdom has none: the part falls back to a timer there.
      delete window.requestIdleCallback;
      // @ts-expect-error as above
      delete window.cancelIdleCallback;
    }
  });

  it('loads and draws the component on a page the browser renders alone', async () => {
    render(<Page country="Perú" />);
    expect(await screen.findByText('Soporte en Perú')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
