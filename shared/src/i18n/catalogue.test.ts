import { CatalogueCache, createCatalogueLoader, type CatalogueImporters } from './catalogue';
import sourceCatalogue from '../lang/es-MX.json';
import { loadSharedCatalogue } from './shared-catalogue';

function importers(): CatalogueImporters & { calls: string[] } {
  const calls: string[] = [];
  const make = (locale: string, catalogue: Record<string, string>) => () => {
    calls.push(locale);
    return Promise.resolve({ default: catalogue });
  };
  return {
    calls,
    'es-AR': make('es-AR', { 'x.hello': 'Hola, che' }),
    'es-PE': make('es-PE', {}),
    'es-CO': make('es-CO', {}),
    'en-US': make('en-US', { 'x.hello': 'Hello' }),
  };
}

describe('createCatalogueLoader', () => {
  it('downloads nothing for es-MX, whose texts are the defaultMessages', async () => {
    const sources = importers();
    const load = createCatalogueLoader(sources);
    await expect(load('es-MX')).resolves.toEqual({});
    await expect(load('es')).resolves.toEqual({});
    expect(sources.calls).toEqual([]);
  });

  it('downloads only the requested translation', async () => {
    const sources = importers();
    const load = createCatalogueLoader(sources);
    await expect(load('en-US')).resolves.toEqual({ 'x.hello': 'Hello' });
    expect(sources.calls).toEqual(['en-US']);
  });

  it('resolves the requested tag first', async () => {
    const load = createCatalogueLoader(importers());
    await expect(load('es_ar')).resolves.toEqual({ 'x.hello': 'Hola, che' });
    await expect(load('fr-FR')).resolves.toEqual({});
  });

  it('accepts modules without a default export', async () => {
    const load = createCatalogueLoader({
      ...importers(),
      'en-US': () => Promise.resolve({ 'x.hello': 'Hello' }),
    });
    await expect(load('en-US')).resolves.toEqual({ 'x.hello': 'Hello' });
  });
});

describe('CatalogueCache', () => {
  it('downloads each locale once and remembers the result', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn((locale: string) => Promise.resolve({ 'x.locale': locale }));
    expect(cache.peek(load, 'es-AR')).toBeUndefined();
    const [a, b] = await Promise.all([cache.load(load, 'es-AR'), cache.load(load, 'es-AR')]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek(load, 'es-AR')).toEqual({ 'x.locale': 'es-AR' });
    await cache.load(load, 'en-US');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so that the next attempt downloads again', async () => {
    const cache = new CatalogueCache();
    const load = jest
      .fn<Promise<Record<string, string>>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'x.ok': 'ok' });
    await expect(cache.load(load, 'es-MX')).rejects.toThrow('offline');
    expect(cache.peek(load, 'es-MX')).toBeUndefined();
    await expect(cache.load(load, 'es-MX')).resolves.toEqual({ 'x.ok': 'ok' });
  });
});

describe('the shared catalogues', () => {
  it('hold the same ids in every locale, translated', async () => {
    const english = await loadSharedCatalogue('en-US');
    const argentine = await loadSharedCatalogue('es-AR');
    expect(Object.keys(english).sort()).toEqual(Object.keys(sourceCatalogue).sort());
    expect(sourceCatalogue['shared.common.retry']).toBe('Reintentar');
    expect(english['shared.common.retry']).toBe('Try again');
    expect(argentine['shared.common.generic-error']).toBe('Algo salió mal. Intentá de nuevo.');
  });
});
