interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** The browser's scheduler.yield (which resumes ahead of the tasks queued meanwhile), if any. */
function schedulerYield(): (() => Promise<void>) | undefined {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield.bind(scheduler) : undefined;
}

/**
 * Resolves in a later task, so that the browser can paint and handle input in between: on a
 * slow phone, evaluating the whole start-up code in one go is a long task of its own.
 */
export function nextTask(): Promise<void> {
  return schedulerYield()?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A later task where the browser has scheduler.yield (which resumes ahead of the tasks queued
 * meanwhile); elsewhere at once, a microtask later. For work that may run in a later task but
 * must not wait for a timer: a request (see apiRequest).
 */
export function yieldWhereCheap(): Promise<void> {
  return schedulerYield()?.() ?? Promise.resolve();
}
