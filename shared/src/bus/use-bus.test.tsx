import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createBus, type Bus } from './create-bus';
import { useBusState, useBusSubscription } from './use-bus';

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
