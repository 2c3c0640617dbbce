import { nextTask, yieldWhereCheap } from './next-task';

describe('nextTask', () => {
  const holder = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete holder.scheduler;
  });

  it("yields through the browser's scheduler where it has one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    holder.scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('resolves after the current task otherwise, not within it', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await waiting;
    expect(order).toEqual(['microtask', 'next task']);
  });
});

describe('yieldWhereCheap', () => {
  const holder = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete holder.scheduler;
  });

  it("yields through the browser's scheduler where it has one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    holder.scheduler = { yield: yieldToMain };
    await yieldWhereCheap();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('resolves within the current task otherwise, waiting for no timer', async () => {
    jest.useFakeTimers();
    try {
      await expect(yieldWhereCheap()).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
