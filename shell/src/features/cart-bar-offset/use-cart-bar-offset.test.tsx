import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { CART_BAR_OFFSET_VAR, useCartBarOffset } from './use-cart-bar-offset';

function Dock() {
  const ref = useRef<HTMLDivElement>(null);
  useCartBarOffset(ref);
  return <div ref={ref} data-testid="dock" />;
}

type Callback = () => void;

describe('useCartBarOffset', () => {
  const observers: Callback[] = [];
  const frames: FrameRequestCallback[] = [];
  let rect = { top: 700, height: 68 } as DOMRect;
  const holder = globalThis as { ResizeObserver?: unknown };
  const originalObserver = holder.ResizeObserver;

  beforeEach(() => {
    observers.length = 0;
    frames.length = 0;
    rect = { top: 700, height: 68 } as DOMRect;
    holder.ResizeObserver = class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => rect);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  });

  afterEach(() => {
    holder.ResizeObserver = originalObserver;
    jest.restoreAllMocks();
    document.documentElement.style.removeProperty(CART_BAR_OFFSET_VAR);
  });

  const runFrames = () => {
    for (const frame of frames.splice(0)) frame(0);
  };

  it('reads nothing of the layout while mounting, only once the bar has been laid out', () => {
    render(<Dock />);
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue(CART_BAR_OFFSET_VAR)).toBe('');

    act(() => observers[0]!());
    runFrames();
    expect(document.documentElement.style.getPropertyValue(CART_BAR_OFFSET_VAR)).toBe('68px');
  });

  it('follows the bar when it grows and when the page scrolls, once per frame', () => {
    render(<Dock />);
    act(() => observers[0]!());
    runFrames();

    rect = { top: 640, height: 128 } as DOMRect;
    act(() => observers[0]!());
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    runFrames();
    expect(document.documentElement.style.getPropertyValue(CART_BAR_OFFSET_VAR)).toBe('128px');
  });

  it('removes the variable when the bar goes', () => {
    const { unmount } = render(<Dock />);
    act(() => observers[0]!());
    runFrames();
    unmount();
    expect(document.documentElement.style.getPropertyValue(CART_BAR_OFFSET_VAR)).toBe('');
  });
});
