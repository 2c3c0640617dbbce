import { act, render, screen } from '@testing-library/react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStoreInTransitions } from './use-store-in-transitions';
import { createTestStore } from '../../testing/test-store';

type Store = ReturnType<typeof createTestStore<{ flag: boolean; tier: string }>>;

/**
 * One part of the store, and what each render drew: the part, and the same through
 * useDeferredValue, which lags one render behind in a synchronous render and not in a
 * transition (so `[x, y]` with x ≠ y marks a change drawn synchronously).
 */
function Tier({ store, drawn }: { store: Store; drawn: [string, string][] }) {
  const tier = useStoreInTransitions(
    store.subscribe,
    () => store.get().tier,
    () => 'server',
  );
  drawn.push([tier, useDeferredValue(tier)]);
  return <p data-testid="tier">{tier}</p>;
}

const initial = { flag: false, tier: 'basico' };

describe('useStoreInTransitions', () => {
  it('reads the store at once on a page the browser renders alone', () => {
    const store = createTestStore(initial);
    const drawn: [string, string][] = [];
    render(<Tier store={store} drawn={drawn} />);
    expect(drawn).toEqual([['basico', 'basico']]);
  });

  it('draws a change in a transition, and not a change of another part', () => {
    const store = createTestStore(initial);
    const drawn: [string, string][] = [];
    render(<Tier store={store} drawn={drawn} />);
    act(() => store.set({ ...store.get(), tier: 'oro' }));
    expect(screen.getByTestId('tier')).toHaveTextContent('oro');
    expect(drawn).toEqual([
      ['basico', 'basico'],
      ['oro', 'oro'],
    ]);
    act(() => store.set({ ...store.get(), flag: true }));
    expect(drawn).toHaveLength(2);
  });

  it("draws a change made in a shopper's tap at once, so a controlled switch keeps it", () => {
    const store = createTestStore(initial);
    function FlagSwitch() {
      const flag = useStoreInTransitions(store.subscribe, () => store.get().flag);
      return (
        <input
          type="checkbox"
          role="switch"
          checked={flag}
          onChange={(event) => store.set({ ...store.get(), flag: event.target.checked })}
        />
      );
    }
    render(<FlagSwitch />);
    const toggle = screen.getByRole('switch');
    // Outside act(), as a browser runs it: what the DOM holds right after the click's task,
    // before React's scheduler could run a transition.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      toggle.click();
      expect(toggle).toBeChecked();
      toggle.click();
      expect(toggle).not.toBeChecked();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("keeps the server's value while hydrating, then reads the store", () => {
    const store = createTestStore(initial);
    const drawn: [string, string][] = [];
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(<Tier store={store} drawn={[]} />);
    expect(container).toHaveTextContent('server');
    const errors: unknown[] = [];
    let root: Root | null = null;
    act(() => {
      root = hydrateRoot(container, <Tier store={store} drawn={drawn} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(drawn[0]).toEqual(['server', 'server']);
    expect(container).toHaveTextContent('basico');
    act(() => root?.unmount());
  });

  it("is not drawn again after hydration when the store holds the server's value", () => {
    const store = createTestStore({ ...initial, tier: 'server' });
    const drawn: [string, string][] = [];
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(<Tier store={store} drawn={[]} />);
    let root: Root | null = null;
    act(() => {
      root = hydrateRoot(container, <Tier store={store} drawn={drawn} />);
    });
    expect(drawn).toEqual([['server', 'server']]);
    // Still the store's reader: a later change is drawn.
    act(() => store.set({ ...store.get(), tier: 'oro' }));
    expect(container).toHaveTextContent('oro');
    act(() => root?.unmount());
  });

  it('draws a change made between its render and its subscription', () => {
    const store = createTestStore(initial);
    function ChangesOnMount() {
      // A sibling's layout effect runs after this render and before the subscription.
      useLayoutEffect(() => store.set({ ...store.get(), tier: 'plata' }), []);
      return null;
    }
    render(
      <>
        <Tier store={store} drawn={[]} />
        <ChangesOnMount />
      </>,
    );
    expect(screen.getByTestId('tier')).toHaveTextContent('plata');
  });

  it('stops listening when unmounted', () => {
    const store = createTestStore(initial);
    const { unmount } = render(<Tier store={store} drawn={[]} />);
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
