import { act, render, screen } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue, useHydrated } from './use-hydrated';

/**
 * What each render saw: whether the page was hydrated, and the same through useDeferredValue.
 * A deferred value lags one render behind in an urgent (synchronous) render and not in a
 * transition, so `[true, false]` marks a switch React drew synchronously.
 */
function Probe({ seen }: { seen: [boolean, boolean][] }) {
  const hydrated = useHydrated();
  const deferred = useDeferredValue(hydrated);
  seen.push([hydrated, deferred]);
  return <p data-testid="probe">{hydrated ? 'browser' : 'server'}</p>;
}

let hydrated: Root | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
});

/** The server's markup of `element` in the page, then hydrated: the recoverable errors. */
function hydrate(element: React.ReactElement): unknown[] {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  container.innerHTML = renderToString(element);
  const errors: unknown[] = [];
  act(() => {
    hydrated = hydrateRoot(container, element, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('server');
  });

  it('is true from the first render of a page the browser renders alone', () => {
    const seen: [boolean, boolean][] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([[true, true]]);
  });

  it("keeps the server's markup while hydrating, then switches in a transition", () => {
    const seen: [boolean, boolean][] = [];
    const errors = hydrate(<Probe seen={seen} />);
    expect(errors).toEqual([]);
    expect(screen.getByTestId('probe')).toHaveTextContent('browser');
    // Hydration saw the server's value; the switch was never drawn synchronously.
    expect(seen[0]).toEqual([false, false]);
    expect(seen.at(-1)).toEqual([true, true]);
    expect(seen).not.toContainEqual([true, false]);
  });
});

/** What each render drew of a browser value, and the same through useDeferredValue. */
function BrowserProbe({ read, drawn }: { read: () => string; drawn: [string, string][] }) {
  const value = useBrowserValue(read, 'server');
  drawn.push([value, useDeferredValue(value)]);
  return <p data-testid="probe">{value}</p>;
}

describe('useBrowserValue', () => {
  it('reads the browser at once on a page the browser renders alone', () => {
    const drawn: [string, string][] = [];
    render(<BrowserProbe read={() => 'browser'} drawn={drawn} />);
    expect(drawn).toEqual([['browser', 'browser']]);
  });

  it("hydrates the server's value, then draws the browser's in a transition", () => {
    const drawn: [string, string][] = [];
    const read = () => 'browser';
    const errors = hydrate(<BrowserProbe read={read} drawn={drawn} />);
    expect(errors).toEqual([]);
    expect(screen.getByTestId('probe')).toHaveTextContent('browser');
    expect(drawn[0]).toEqual(['server', 'server']);
    expect(drawn.at(-1)).toEqual(['browser', 'browser']);
    expect(drawn).not.toContainEqual(['browser', 'server']);
  });

  it("is not drawn again when the browser's value is the server's", () => {
    const drawn: [string, string][] = [];
    const read = () => 'server';
    const errors = hydrate(<BrowserProbe read={read} drawn={drawn} />);
    expect(errors).toEqual([]);
    // Drawn on the server, then once in the browser, hydrating.
    expect(drawn).toEqual([
      ['server', 'server'],
      ['server', 'server'],
    ]);
  });
});
