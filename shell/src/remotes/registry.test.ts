import {
  fetchRegistry,
  INLINE_REGISTRY_ID,
  remoteEntryUrl,
  parseRegistry,
  RegistryError,
  takeInlineRegistry,
} from './registry';

describe('parseRegistry', () => {
  it('reads the registry file the deploy script writes, keyed by folder', () => {
    const registry = parseRegistry({
      remotes: {
        'mf-catalog': {
          name: 'mf_catalog',
          version: '0.1.0-aaaa1111',
          url: '/remotes/mf-catalog/0.1.0-aaaa1111/',
        },
      },
    });
    expect(registry.remotes).toEqual([
      { name: 'mf_catalog', version: '0.1.0-aaaa1111', url: '/remotes/mf-catalog/0.1.0-aaaa1111' },
    ]);
  });

  it('skips unknown remotes and malformed entries instead of failing the page', () => {
    const registry = parseRegistry({
      remotes: [
        { name: 'mf_unknown', version: '1', url: '/x' },
        { name: 'mf_wallet', url: '' },
        'nonsense',
        { name: 'mf_wallet', version: '2', url: 'https://cdn.example/mf-wallet/2' },
      ],
    });
    expect(registry.remotes).toEqual([
      { name: 'mf_wallet', version: '2', url: 'https://cdn.example/mf-wallet/2' },
    ]);
  });

  it('refuses a document that is not a registry', () => {
    expect(() => parseRegistry(null)).toThrow(RegistryError);
    expect(() => parseRegistry({ apps: [] })).toThrow(RegistryError);
  });
});

describe('remoteEntryUrl', () => {
  it('resolves root-relative builds against the page and keeps absolute ones', () => {
    const base = 'https://barrio.example/demo-mx/mi-carrito';
    expect(
      remoteEntryUrl({ name: 'mf_catalog', version: 'v', url: '/remotes/mf-catalog/v' }, base),
    ).toBe('https://barrio.example/remotes/mf-catalog/v/remoteEntry.js');
    expect(
      remoteEntryUrl({ name: 'mf_catalog', version: 'v', url: 'https://cdn.example/c/v' }, base),
    ).toBe('https://cdn.example/c/v/remoteEntry.js');
  });
});

// jsdom has no fetch Response; the registry client only reads these three members.
function fakeResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('fetchRegistry', () => {
  it('asks past every cache and parses the answer', async () => {
    const fetchImpl = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      fakeResponse(200, {
        remotes: { 'mf-orders': { name: 'mf_orders', version: '1', url: '/r/1' } },
      }),
    );
    const registry = await fetchRegistry('/remotes.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(registry.remotes).toEqual([{ name: 'mf_orders', version: '1', url: '/r/1' }]);
  });

  it('turns an HTTP error or a network failure into a RegistryError', async () => {
    await expect(
      fetchRegistry('/remotes.json', async () => fakeResponse(503, null)),
    ).rejects.toThrow('answered 503');
    await expect(
      fetchRegistry('/remotes.json', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toBeInstanceOf(RegistryError);
  });
});

describe('takeInlineRegistry', () => {
  function inline(text: string): void {
    const script = document.createElement('script');
    script.id = INLINE_REGISTRY_ID;
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the registry the gateway wrote into the page, once', () => {
    inline(
      JSON.stringify({
        remotes: {
          'mf-catalog': { name: 'mf_catalog', version: '1', url: '/remotes/mf-catalog/1' },
        },
      }),
    );
    expect(takeInlineRegistry()?.remotes).toEqual([
      { name: 'mf_catalog', version: '1', url: '/remotes/mf-catalog/1' },
    ]);
    expect(takeInlineRegistry()).toBeNull();
  });

  it('gives null for a page without one or with an unreadable one', () => {
    expect(takeInlineRegistry()).toBeNull();
    inline('{not json');
    expect(takeInlineRegistry()).toBeNull();
    expect(document.getElementById(INLINE_REGISTRY_ID)).toBeNull();
  });
});
