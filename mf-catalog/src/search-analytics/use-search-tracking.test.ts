import { renderHook } from '@testing-library/react';
import { configureAnalytics, createMemoryTransport, initAnalytics } from '@barrio/shared/analytics';
import { useSearchTracking } from './use-search-tracking';

describe('useSearchTracking', () => {
  it('tracks each term once when its results arrive, zero results included', async () => {
    const account = createMemoryTransport();
    configureAnalytics({ accounts: { A: { name: 'main', token: 'tok', transport: account } } });
    await initAnalytics();
    const { rerender } = renderHook(
      ({ term, results }: { term: string; results: number | null }) =>
        useSearchTracking(term, results),
      { initialProps: { term: 'piña', results: null as number | null } },
    );
    rerender({ term: 'piña', results: 0 });
    rerender({ term: 'piña', results: 0 });
    rerender({ term: '', results: 40 });
    rerender({ term: 'arroz', results: 3 });
    const searches = account.calls.flatMap((call) =>
      call.type === 'track' ? [[call.event, call.properties.query, call.properties.results]] : [],
    );
    expect(searches).toEqual([
      ['search', 'piña', 0],
      ['search', 'arroz', 3],
    ]);
  });
});
