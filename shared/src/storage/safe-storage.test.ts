import { createSafeStorage } from './safe-storage';

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('createSafeStorage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads and writes through localStorage when it works', () => {
    const store = createSafeStorage();
    store.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(window.localStorage.getItem('k')).toBeNull();
    expect(store.getItem('k')).toBeNull();
  });

  it('keeps values in memory when localStorage access throws a SecurityError', () => {
    const store = createSafeStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(() => store.setItem('k', 'v')).not.toThrow();
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
  });

  it('keeps values in memory when the quota is exceeded, newer than the stale stored value', () => {
    window.localStorage.setItem('k', 'old');
    const store = createSafeStorage();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(() => store.setItem('k', 'new')).not.toThrow();
    expect(store.getItem('k')).toBe('new');
    expect(window.localStorage.getItem('k')).toBe('old');

    setItem.mockRestore();
    store.setItem('k', 'newest');
    expect(window.localStorage.getItem('k')).toBe('newest');
    expect(store.getItem('k')).toBe('newest');
  });

  it('never throws when reading fails', () => {
    const store = createSafeStorage();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.getItem('k')).toBeNull();
  });

  it('works without any backend', () => {
    const store = createSafeStorage(() => null);
    store.setItem('a', '1');
    expect(store.getItem('a')).toBe('1');
  });

  it('notifies subscribers of writes in this tab and of storage events from other tabs', () => {
    const store = createSafeStorage();
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe((key) => seen.push(key));
    store.setItem('a', '1');
    store.removeItem('a');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'b', newValue: '2', storageArea: window.localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: null, storageArea: window.localStorage }),
    );
    expect(seen).toEqual(['a', 'a', 'b', null]);

    unsubscribe();
    store.setItem('c', '3');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'd', storageArea: window.localStorage }),
    );
    expect(seen).toHaveLength(4);
  });
});
