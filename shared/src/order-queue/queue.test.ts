import {
  createOrderQueue,
  memoryQueueStore,
  STALE_CLAIM_MS,
  type QueuedOrderRecord,
  type Send,
  type SendLocks,
} from './queue';
import type { OrderPayload } from '../contract/api/order';

const request = { payload: { shop_id: 1 } as unknown as OrderPayload, autoconfirm: false };
const placed = { status: 200, body: { id: 7 } as never };

function setup() {
  let clock = 1_000;
  const queue = createOrderQueue(memoryQueueStore(), () => clock);
  return { queue, advance: (ms: number) => (clock += ms) };
}

/** A send that records its key and answers only when released. */
function heldSend() {
  const sends: string[] = [];
  let answer: (() => void) | undefined;
  const send: Send = async (_request, key) => {
    sends.push(key);
    await new Promise<void>((resolve) => (answer = resolve));
    return placed;
  };
  return { send, sends, release: () => answer?.() };
}

describe('the queued order', () => {
  it('is sent once with its key, even when the page and the worker both try', async () => {
    const { queue } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    const { send, sends, release } = heldSend();
    const page = queue.sendOnce(send);
    const worker = queue.sendOnce(send);
    await expect(worker).resolves.toBeNull();
    release();
    await expect(page).resolves.toMatchObject({ key: 'key-1', state: 'sent', result: placed });
    expect(sends).toEqual(['key-1']);
    await expect(queue.sendOnce(send)).resolves.toBeNull();
  });

  it('hands its answer out once', async () => {
    const { queue } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    await queue.sendOnce(async () => placed);
    await expect(queue.takeResult()).resolves.toMatchObject({ key: 'key-1', result: placed });
    await expect(queue.takeResult()).resolves.toBeNull();
    await expect(queue.read()).resolves.toBeNull();
  });

  it('goes back to the queue when the network fails, and leaves on the next try', async () => {
    const { queue } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    await expect(
      queue.sendOnce(async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    await expect(queue.read()).resolves.toMatchObject({ state: 'queued' });
    await expect(queue.sendOnce(async () => placed)).resolves.toMatchObject({ state: 'sent' });
  });

  it('is cancelled before it leaves, and then nobody sends it', async () => {
    const { queue } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    await expect(queue.cancel()).resolves.toBe(true);
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(async () => placed);
    await expect(queue.sendOnce(send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('cannot be cancelled once it is on its way or sent', async () => {
    const { queue } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    let release!: () => void;
    const sending = queue.sendOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return placed;
    });
    await expect(queue.cancel()).resolves.toBe(false);
    release();
    await sending;
    await expect(queue.cancel()).resolves.toBe(false);
    await expect(queue.takeResult()).resolves.toMatchObject({ state: 'sent' });
  });

  it('does not cancel another order than the one named', async () => {
    const { queue } = setup();
    await queue.put('key-2', request, '2026-01-01T00:00:00Z');
    await expect(queue.cancel('key-1')).resolves.toBe(false);
    await expect(queue.read()).resolves.toMatchObject({ key: 'key-2', state: 'queued' });
  });

  it('is taken over, with the same key, from a sender that stopped half-way', async () => {
    const { queue, advance } = setup();
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    void queue.sendOnce(() => new Promise(() => undefined));
    const keys: string[] = [];
    const send: Send = async (_request, key) => {
      keys.push(key);
      return placed;
    };
    await expect(queue.sendOnce(send)).resolves.toBeNull();
    advance(STALE_CLAIM_MS + 1);
    await expect(queue.sendOnce(send)).resolves.toMatchObject({ state: 'sent' });
    expect(keys).toEqual(['key-1']);
  });
});

/**
 * Web Locks as the browser keeps them: one holder at a time, the others waiting in turn, and a
 * holder that goes away (`abandon`) releasing its lock without finishing its callback.
 */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const abandons: Array<() => void> = [];
  const locks: SendLocks = {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const turn = tail.then(
        () =>
          new Promise<T>((resolve, reject) => {
            abandons.push(() => resolve(undefined as T));
            callback().then(resolve, reject);
          }),
      );
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
  return { locks, abandonHolder: () => abandons.shift()?.() };
}

describe('the queued order under Web Locks', () => {
  it('is sent once, the second sender waiting for the first and finding it sent', async () => {
    const { locks } = fakeLocks();
    const queue = createOrderQueue(memoryQueueStore(), Date.now, locks);
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    const { send, sends, release } = heldSend();
    const page = queue.sendOnce(send);
    const worker = queue.sendOnce(send);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(page).resolves.toMatchObject({ state: 'sent', result: placed });
    await expect(worker).resolves.toBeNull();
    expect(sends).toEqual(['key-1']);
  });

  it('is taken over at once from a sender that went away mid-send', async () => {
    const { locks, abandonHolder } = fakeLocks();
    const store = memoryQueueStore();
    const queue = createOrderQueue(store, () => 1_000, locks);
    await queue.put('key-1', request, '2026-01-01T00:00:00Z');
    // The page claims it and its tab closes before the answer: the claim stays in the store.
    void queue.sendOnce(() => new Promise<never>(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(((await store.read()) as QueuedOrderRecord | null)?.state).toBe('sending');
    const worker = queue.sendOnce(async () => placed);
    abandonHolder();
    await expect(worker).resolves.toMatchObject({ key: 'key-1', state: 'sent', result: placed });
  });
});
