import { nextTask, yieldWhereCheap } from './next-task';

const holder = globalThis as { scheduler?: unknown };
afterEach(() => {
  delete holder.scheduler;
});

it.each([
  ['nextTask', nextTask],
  ['yieldWhereCheap', yieldWhereCheap],
])("%s yields through the browser's scheduler where it has one", async (_name, yieldNow) => {
  const yieldToMain = jest.fn(() => Promise.resolve());
  holder.scheduler = { yield: yieldToMain };
  await yieldNow();
  expect(yieldToMain).toHaveBeenCalledTimes(1);
});

describe('without a scheduler', () => {
  it('nextTask resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await waiting;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('yieldWhereCheap resolves within the current task, waiting for no timer', async () => {
    jest.useFakeTimers();
    try {
      await expect(yieldWhereCheap()).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
