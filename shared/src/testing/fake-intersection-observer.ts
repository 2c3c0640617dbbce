/**
 * IntersectionObserver, which jsdom lacks: a test installs it on `window` and says when the
 * observed elements come near the viewport.
 */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  disconnect() {
    this.targets.length = 0;
  }

  /** Forgets every observer and puts this class in place of the browser's. */
  static install() {
    FakeIntersectionObserver.observers = [];
    window.IntersectionObserver = FakeIntersectionObserver as never;
  }

  /** Tells every observer that all its targets now intersect. */
  static comeNear() {
    for (const observer of FakeIntersectionObserver.observers)
      observer.callback(
        observer.targets.map((target) => ({ target, isIntersecting: true })) as never,
        observer as never,
      );
  }
}
