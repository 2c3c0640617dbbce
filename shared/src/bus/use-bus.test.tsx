import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBus, type Bus } from './create-bus';
import { useBusSelector, useBusState, useBusSubscription } from './use-bus';

function CartCount({ source }: { source: Bus }) {
  const cart = useBusState('cart:updated', source);
  return <output>{cart ? cart.quantity : 'empty'}</output>;
}

function OpenCounter({ source }: { source: Bus }) {
  const [opened, setOpened] = useState(0);
  useBusSubscription('cart:open-requested', () => setOpened((count) => count + 1), source);
  return <output>{opened}</output>;
}

describe('useBusState', () => {
  it('renders the replayed state and follows later updates', () => {
    const source = createBus();
    source.publish('cart:updated', { shopSlug: 'demo-mx', lines: [], total: 20, quantity: 2 });
    render(<CartCount source={source} />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    act(() => {
      source.publish('cart:updated', { shopSlug: 'demo-mx', lines: [], total: 50, quantity: 5 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('renders nothing published yet as undefined', () => {
    render(<CartCount source={createBus()} />);
    expect(screen.getByRole('status')).toHaveTextContent('empty');
  });
});

function CartTotal({ source, onRender }: { source: Bus; onRender: () => void }) {
  const total = useBusSelector('cart:updated', (cart) => cart?.total ?? 0, source);
  onRender();
  return <output>{total}</output>;
}

describe('useBusSelector', () => {
  it('re-renders when the selected part changes, not when the rest does', () => {
    const source = createBus();
    let renders = 0;
    render(<CartTotal source={source} onRender={() => (renders += 1)} />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    act(() => {
      source.publish('cart:updated', { shopSlug: 'demo-mx', lines: [], total: 20, quantity: 2 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('20');
    const afterChange = renders;
    act(() => {
      source.publish('cart:updated', { shopSlug: 'demo-mx', lines: [], total: 20, quantity: 3 });
    });
    expect(renders).toBe(afterChange);
    act(() => {
      source.publish('cart:updated', { shopSlug: 'demo-mx', lines: [], total: 35, quantity: 3 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('35');
    expect(renders).toBe(afterChange + 1);
  });
});

describe('useBusSubscription', () => {
  it('receives queued intents on mount and unsubscribes on unmount', () => {
    const source = createBus();
    source.publish('cart:open-requested', {});
    const { unmount, rerender } = render(<OpenCounter source={source} />);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => source.publish('cart:open-requested', {}));
    rerender(<OpenCounter source={source} />);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    unmount();
    source.publish('cart:open-requested', {});
    const { container } = render(<OpenCounter source={source} />);
    // The intent published after unmount was queued again for the next handler.
    expect(container).toHaveTextContent('1');
  });
});
