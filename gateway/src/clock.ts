/** Time as the gateway sees it; tests pass a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(
  start: Date | string,
): Clock & { set(value: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(value) {
      current = new Date(value);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
