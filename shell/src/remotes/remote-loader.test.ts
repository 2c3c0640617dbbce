import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from './remote-loader';
import type { RemotesRegistry } from './registry';

const registry: RemotesRegistry = {
  remotes: [
    { name: 'mf_catalog', version: '0.1.0-aaaa1111', url: '/remotes/mf-catalog/0.1.0-aaaa1111' },
    { name: 'mf_wallet', version: '0.1.0-bbbb2222', url: '/remotes/mf-wallet/0.1.0-bbbb2222' },
  ],
};

function ShopPage() {
  return null;
}

function fakeRuntime(load: (id: string) => Promise<unknown>) {
  const registrations: { name: string; entry: string; force: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => {
      for (const remote of remotes)
        registrations.push({ ...remote, force: options?.force ?? false });
    },
    loadRemote: <T>(id: string) => load(id) as Promise<T | null>,
  };
  return { runtime, registrations };
}

const noSleep = jest.fn(async (_ms: number) => undefined);

describe('createRemoteLoader', () => {
  it('fetches the registry on first load only and registers the container of the remote asked for', async () => {
    const fetchRegistry = jest.fn(async () => registry);
    const { runtime, registrations } = fakeRuntime(async () => ({ default: ShopPage }));
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry,
      baseUrl: 'https://barrio.example/demo-mx',
    });

    expect(fetchRegistry).not.toHaveBeenCalled();
    const loaded = await loader.load('mf_catalog/ShopPage');
    await loader.load('mf_catalog/ShopPage');

    expect(loaded.default).toBe(ShopPage);
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
    expect(registrations).toEqual([
      {
        name: 'mf_catalog',
        entry: 'https://barrio.example/remotes/mf-catalog/0.1.0-aaaa1111/remoteEntry.js',
        force: false,
      },
    ]);
    expect(loader.versionOf('mf_catalog')).toBe('0.1.0-aaaa1111');
    expect(loader.versionOf('mf_wallet')).toBeUndefined();
  });

  it('retries with growing back-off, re-registering so the runtime forgets the failed entry', async () => {
    let calls = 0;
    const { runtime, registrations } = fakeRuntime(async () => {
      calls += 1;
      if (calls < 3) throw new Error('ScriptExternalLoadError');
      return { default: ShopPage };
    });
    const sleep = jest.fn(async (_ms: number) => undefined);
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry: async () => registry,
      baseUrl: 'https://barrio.example/',
      backoffMs: 100,
      sleep,
    });

    await expect(loader.load('mf_catalog/ShopPage')).resolves.toEqual({ default: ShopPage });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200]);
    expect(registrations.map((r) => r.force)).toEqual([false, true, true]);
  });

  it('gives up after the last retry with the reason and the number of attempts', async () => {
    const { runtime } = fakeRuntime(async () => {
      throw new Error('404');
    });
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry: async () => registry,
      baseUrl: 'http://x/',
      retries: 2,
      sleep: noSleep,
    });

    const error = await loader.load('mf_wallet/WalletPage').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ moduleId: 'mf_wallet/WalletPage', reason: 'load', attempts: 3 });
  });

  it('re-registers a remote that failed before when it is asked for again (the retry button)', async () => {
    let available = false;
    const { runtime, registrations } = fakeRuntime(async () => {
      if (!available) throw new Error('net::ERR_FAILED');
      return { default: ShopPage };
    });
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry: async () => registry,
      baseUrl: 'http://x/',
      retries: 0,
      sleep: noSleep,
    });

    await expect(loader.load('mf_catalog/ShopPage')).rejects.toBeInstanceOf(RemoteLoadError);
    available = true;
    await expect(loader.load('mf_catalog/ShopPage')).resolves.toEqual({ default: ShopPage });
    expect(registrations.map((r) => r.force)).toEqual([false, true]);
  });

  it('times out an attempt that never settles', async () => {
    jest.useFakeTimers();
    try {
      const { runtime } = fakeRuntime(() => new Promise(() => undefined));
      const loader = createRemoteLoader({
        runtime,
        fetchRegistry: async () => registry,
        baseUrl: 'http://x/',
        timeoutMs: 1000,
        retries: 0,
      });
      const result = loader.load('mf_catalog/ShopPage').catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toMatchObject({ reason: 'timeout', attempts: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the registry again after it failed', async () => {
    const fetchRegistry = jest
      .fn<Promise<RemotesRegistry>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(registry);
    const { runtime } = fakeRuntime(async () => ({ default: ShopPage }));
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry,
      baseUrl: 'http://x/',
      sleep: noSleep,
    });

    await expect(loader.load('mf_catalog/ShopPage')).resolves.toEqual({ default: ShopPage });
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
  });

  it('fails at once for a remote the registry does not list, and for a module without a component', async () => {
    const { runtime } = fakeRuntime(async () => ({ notDefault: true }));
    const loader = createRemoteLoader({
      runtime,
      fetchRegistry: async () => registry,
      baseUrl: 'http://x/',
      sleep: noSleep,
    });

    await expect(loader.load('mf_orders/MyOrdersPage')).rejects.toMatchObject({
      reason: 'unregistered',
      attempts: 1,
    });
    await expect(loader.load('mf_catalog/ShopPage')).rejects.toMatchObject({
      reason: 'invalid-module',
      attempts: 3,
    });
  });
});
