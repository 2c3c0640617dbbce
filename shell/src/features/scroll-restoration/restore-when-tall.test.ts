import { restoreWhenTall } from './restore-when-tall';

/** A page whose height the test sets, and the browser's pieces restoreWhenTall listens to. */
function fakePage() {
  let resized: (() => void) | null = null;
  let idle: (() => void) | null = null;
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {
      resized = null;
    }
  } as unknown as typeof ResizeObserver;
  window.requestIdleCallback = ((callback: () => void) => {
    idle = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => {
    idle = null;
  };
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  const scrollTo = jest.fn((_x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollTo(0, 0);
  scrollTo.mockClear();
  return {
    scrollTo,
    /** The page's new height, as a render leaves it; the browser then tells its observers. */
    grow(height: number) {
      Object.defineProperty(document.documentElement, 'scrollHeight', {
        configurable: true,
        value: height,
      });
      resized?.();
    },
    /** Scroll anchoring: a part drawn above the position moves the page by its height. */
    anchor(by: number) {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: window.scrollY + by });
    },
    becomeIdle: () => idle?.(),
  };
}

describe('restoreWhenTall', () => {
  it('waits until the page is tall enough, then puts it back where it was left', () => {
    const page = fakePage();
    page.grow(1100);
    const cancel = restoreWhenTall(1600);
    expect(window.scrollY).toBe(200);
    page.grow(4500);
    expect(window.scrollY).toBe(1600);
    cancel();
  });

  it('holds the position against a part drawn above it until the browser is idle', () => {
    const page = fakePage();
    page.grow(4500);
    restoreWhenTall(1600);
    page.anchor(22);
    page.grow(4522);
    expect(window.scrollY).toBe(1600);

    page.becomeIdle();
    page.anchor(22);
    page.grow(4544);
    expect(window.scrollY).toBe(1622);
  });

  it('gives the page to the shopper as soon as they scroll', () => {
    const page = fakePage();
    page.grow(4500);
    restoreWhenTall(1600);
    window.dispatchEvent(new Event('wheel'));
    page.scrollTo.mockClear();
    page.grow(5000);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});
