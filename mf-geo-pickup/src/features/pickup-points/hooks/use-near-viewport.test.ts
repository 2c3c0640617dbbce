import { act, renderHook } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

const LOOK_AHEAD = '200px 0px';

describe('useNearViewport', () => {
  let observers: { callback: IntersectionObserverCallback; margin?: string; observing: boolean }[];

  beforeEach(() => {
    observers = [];
    class FakeIntersectionObserver {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, observing: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.observing = true;
      }
      disconnect() {
        this.entry.observing = false;
      }
    }
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
  });

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const report = (margin: string | undefined, isIntersecting: boolean) => {
    const observer = observers.find((candidate) => candidate.margin === margin);
    if (!observer) throw new Error(`no observer with margin ${margin}`);
    act(() =>
      observer.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  };
  const scroll = () =>
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });

  function renderNear() {
    const target = { current: document.createElement('div') };
    return renderHook(() => useNearViewport(target, LOOK_AHEAD));
  }

  it('is near once the element is on screen', () => {
    const { result } = renderNear();
    expect(result.current).toBe(false);
    report(undefined, true);
    expect(result.current).toBe(true);
  });

  it('is not near for the look-ahead alone while the shopper has not scrolled', () => {
    const { result } = renderNear();
    report(LOOK_AHEAD, true);
    expect(result.current).toBe(false);
  });

  it('is near on a scroll while the element is within the look-ahead', () => {
    const { result } = renderNear();
    report(LOOK_AHEAD, true);
    scroll();
    expect(result.current).toBe(true);
  });

  it('is near when the look-ahead is reached after a scroll', () => {
    const { result } = renderNear();
    scroll();
    expect(result.current).toBe(false);
    report(LOOK_AHEAD, true);
    expect(result.current).toBe(true);
  });

  it('is not near for a scroll that leaves the element beyond the look-ahead', () => {
    const { result } = renderNear();
    report(LOOK_AHEAD, true);
    report(LOOK_AHEAD, false);
    scroll();
    expect(result.current).toBe(false);
  });

  it('stays near and stops watching once near', () => {
    const { result } = renderNear();
    report(undefined, true);
    report(undefined, false);
    expect(result.current).toBe(true);
    expect(observers.every((observer) => !observer.observing)).toBe(true);
  });
});
