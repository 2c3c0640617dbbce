import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { useFirstArrivalInSlices } from './use-first-arrival-in-slices';
import { createTestStore } from '../../testing/test-store';

function Page({
  store,
  drawn,
}: {
  store: ReturnType<typeof createTestStore<string | null>>;
  drawn: (string | null)[];
}) {
  const answer = useSyncExternalStore(store.subscribe, store.get);
  const shown = useFirstArrivalInSlices(answer);
  drawn.push(shown);
  return <p data-testid="page">{shown ?? 'loading'}</p>;
}

describe('useFirstArrivalInSlices', () => {
  it('draws a first arrival in a render after the synchronous one', () => {
    const store = createTestStore<string | null>(null);
    const drawn: (string | null)[] = [];
    render(<Page store={store} drawn={drawn} />);
    act(() => store.set('shop'));
    expect(screen.getByTestId('page').textContent).toBe('shop');
    // The store's synchronous render still drew the loading state; the shop came after.
    expect(drawn).toEqual([null, null, 'shop']);
  });

  it('draws later changes, and a value there from the start, at once', () => {
    const store = createTestStore<string | null>('first');
    const drawn: (string | null)[] = [];
    render(<Page store={store} drawn={drawn} />);
    act(() => store.set('second'));
    expect(drawn).toEqual(['first', 'second']);
    expect(screen.getByTestId('page').textContent).toBe('second');
  });
});
