import { CatalogueCache, createCatalogueLoader, type CatalogueImporters } from './catalogue';
import { loadSharedCatalogue } from './shared-catalogue';

function importers(): CatalogueImporters & { calls: string[] } {
  const calls: string[] = [];
  const make = (locale: string, catalogue: Record<string, string>) => () => {
    calls.push(locale);
    return Promise.resolve({ default: catalogue });
  };
  return {
    calls,
    'es-MX': make('es-MX', { 'x.hello': 'Hola', 'x.only-source': 'Solo en español' }),
    'es-AR': make('es-AR', { 'x.hello': 'Hola, che' }),
    'es-PE': make('es-PE', {}),
    'es-CO': make('es-CO', {}),
    'en-US': make('en-US', { 'x.hello': 'Hello' }),
  };
}

describe('createCatalogueLoader', () => {
  it('loads only the source catalogue for es-MX', async () => {
    const sources = importers();
    const load = createCatalogueLoader(sources);
    await expect(load('es-MX')).resolves.toEqual({
      'x.hello': 'Hola',
      'x.only-source': 'Solo en español',
    });
    expect(sources.calls).toEqual(['es-MX']);
  });

  it('lays the es-MX catalogue under another locale', async () => {
    const load = createCatalogueLoader(importers());
    await expect(load('en-US')).resolves.toEqual({
      'x.hello': 'Hello',
      'x.only-source': 'Solo en español',
    });
  });

  it('resolves the requested tag first', async () => {
    const load = createCatalogueLoader(importers());
    await expect(load('es_ar')).resolves.toMatchObject({ 'x.hello': 'Hola, che' });
    await expect(load('fr-FR')).resolves.toMatchObject({ 'x.hello': 'Hola' });
  });

  it('accepts modules without a default export', async () => {
    const load = createCatalogueLoader({
      ...importers(),
      'es-MX': () => Promise.resolve({ 'x.hello': 'Hola' }),
    });
    await expect(load('es-MX')).resolves.toEqual({ 'x.hello': 'Hola' });
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
    const source = await loadSharedCatalogue('es-MX');
    const english = await loadSharedCatalogue('en-US');
    const argentine = await loadSharedCatalogue('es-AR');
    expect(Object.keys(english).sort()).toEqual(Object.keys(source).sort());
    expect(source['shared.common.retry']).toBe('Reintentar');
    expect(english['shared.common.retry']).toBe('Try again');
    expect(argentine['shared.common.generic-error']).toBe('Algo salió mal. Intentá de nuevo.');
  });
});
