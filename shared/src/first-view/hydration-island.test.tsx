import { act, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationIsland, type HydrationPolicy } from './hydration-island';
import { KEPT_TAPS_SCRIPT, keptTaps, openKeptTaps } from './kept-taps';
import { useKeptTap } from './use-kept-tap';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

// The inline script as the page's head runs it, once for this file (it listens on document).
beforeAll(() => {
  new Function(KEPT_TAPS_SCRIPT)();
});

beforeEach(() => {
  Object.assign(keptTaps()!, { taps: [], ready: {}, open: false });
  FakeIntersectionObserver.install();
  document.body.innerHTML = '<div id="root"></div>';
});

const root = () => document.getElementById('root')!;
let hydratedRoot: Root | null = null;

afterEach(() => {
  act(() => hydratedRoot?.unmount());
  hydratedRoot = null;
});
let renders = 0;

function Card({ id }: { id: number }) {
  renders += 1;
  const [added, setAdded] = useState(0);
  const add = () => setAdded((n) => n + 1);
  const kept = useKeptTap(`add:${id}`, add);
  return (
    <div data-testid={`card-${id}`}>
      <button {...kept} type="button" onClick={add}>
        {`añadidos ${added}`}
      </button>
    </div>
  );
}

function Page({ policy }: { policy: HydrationPolicy }) {
  return (
    <section>
      <h1>Productos</h1>
      <HydrationIsland name="card-1" policy={policy}>
        <Card id={1} />
      </HydrationIsland>
    </section>
  );
}

/** The markup the gateway renders. */
const renderOnServer = (element: ReactElement): string => renderToString(element);

/** The server's page, hydrated by the browser as the shell does; returns hydration errors. */
function hydrate(policy: HydrationPolicy, beforeHydrating: () => void = () => undefined) {
  root().innerHTML = renderOnServer(<Page policy={policy} />);
  beforeHydrating();
  renders = 0;
  const errors: unknown[] = [];
  act(() => {
    hydratedRoot = hydrateRoot(root(), <Page policy={policy} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  openKeptTaps();
  return errors;
}

const island = () => root().querySelector('[data-island="card-1"]');
const tap = (element: Element) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });

describe('HydrationIsland on the server', () => {
  it('draws its children inside a pending island, named with its policy', () => {
    const html = renderOnServer(<Page policy="visible" />);
    expect(html).toContain('data-island="card-1"');
    expect(html).toContain('data-island-pending=""');
    expect(html).toContain('data-hydration="visible"');
    expect(html).toContain('añadidos 0');
  });

  it('adds nothing around an eager part', () => {
    expect(renderOnServer(<Page policy="eager" />)).not.toContain('data-island');
  });
});

describe('HydrationIsland in the browser hydrating the server’s markup', () => {
  it('keeps the server’s markup without running its components, and hydrates cleanly', () => {
    const errors = hydrate('visible');
    expect(errors).toEqual([]);
    expect(renders).toBe(0);
    expect(island()).toHaveAttribute('data-island-pending');
    expect(screen.getByRole('button')).toHaveTextContent('añadidos 0');
  });

  it('comes alive, `visible`, when it comes near the viewport', () => {
    hydrate('visible');
    act(() => FakeIntersectionObserver.comeNear());
    expect(renders).toBeGreaterThan(0);
    expect(island()).not.toHaveAttribute('data-island-pending');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('añadidos 1');
  });

  it('comes alive, `idle`, when the browser is idle', () => {
    let idle: () => void = () => undefined;
    window.requestIdleCallback = ((run: () => void) => {
      idle = run;
      return 1;
    }) as never;
    window.cancelIdleCallback = () => undefined;
    hydrate('idle');
    expect(renders).toBe(0);
    act(() => idle());
    expect(island()).not.toHaveAttribute('data-island-pending');
  });

  it('runs a tap made on it before it was alive, once, on its control', () => {
    hydrate('interaction');
    const serverButton = screen.getByRole('button');
    tap(serverButton);
    expect(serverButton.isConnected).toBe(false);
    expect(screen.getByRole('button')).toHaveTextContent('añadidos 1');
    expect(keptTaps()!.taps).toEqual([]);
  });

  it('comes alive on the keyboard’s focus, and keeps that focus on the control drawn anew', () => {
    hydrate('interaction');
    const serverButton = screen.getByRole('button');
    act(() => serverButton.focus());
    expect(serverButton.isConnected).toBe(false);
    expect(island()).not.toHaveAttribute('data-island-pending');
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });

  it('runs a tap made before the page was hydrated once it is', () => {
    hydrate('visible', () => tap(root().querySelector('button')!));
    expect(screen.getByRole('button')).toHaveTextContent('añadidos 1');
  });

  it('stays the server’s markup, `never`, whatever happens in it', () => {
    hydrate('never');
    tap(screen.getByRole('button'));
    act(() => FakeIntersectionObserver.comeNear());
    expect(renders).toBe(0);
    expect(island()).toHaveAttribute('data-island-pending');
  });
});

describe('HydrationIsland once the page is alive', () => {
  it('is not drawn again when hydration ends', () => {
    const element = (commits: string[]) => (
      <Profiler id="island" onRender={(_id, phase) => commits.push(phase)}>
        <Page policy="visible" />
      </Profiler>
    );
    root().innerHTML = renderOnServer(element([]));
    const commits: string[] = [];
    act(() => {
      hydratedRoot = hydrateRoot(root(), element(commits));
    });
    expect(commits).toEqual(['mount']);
    expect(island()).toHaveAttribute('data-island-pending');
  });

  it('draws its children after hydrating a page whose markup lacked the pending island', () => {
    const errors = hydrate('visible', () => island()!.removeAttribute('data-island-pending'));
    expect(errors).toEqual([]);
    expect(renders).toBeGreaterThan(0);
    expect(island()).not.toHaveAttribute('data-island-pending');
  });
});

describe('HydrationIsland on a page the browser renders alone', () => {
  it('draws its children at once', () => {
    renders = 0;
    render(<Page policy="visible" />, { container: root() });
    expect(renders).toBeGreaterThan(0);
    expect(island()).not.toHaveAttribute('data-island-pending');
  });
});
