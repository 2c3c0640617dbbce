import {
  FIRST_VIEW_SOURCES_ID,
  FIRST_VIEW_STATE_ID,
  firstProductsPageIn,
  firstViewSourcesIn,
} from './inline';

const page = { items: [{ id: 1, name: 'Arroz' }], next_cursor: null };

function html(sources: unknown, states: unknown): string {
  return (
    `<html><head><script id="${FIRST_VIEW_STATE_ID}" type="application/json">${JSON.stringify(states)}</script>` +
    `<script id="${FIRST_VIEW_SOURCES_ID}" type="application/json">${JSON.stringify(sources)}</script></head></html>`
  );
}

describe('the first product page a kept server-rendered page carries', () => {
  it('is found with the catalogue read it stands for', () => {
    const kept = html(
      ['/api/shops/demo-mx', '/api/products?catalog_id=7&locale=es-MX'],
      [
        { queries: [{ queryKey: ['shell', 'shop'], state: { data: { slug: 'demo-mx' } } }] },
        { queries: [{ queryKey: ['catalog', 'products'], state: { data: { pages: [page] } } }] },
      ],
    );
    expect(firstProductsPageIn(kept)).toEqual({
      source: '/api/products?catalog_id=7&locale=es-MX',
      page,
    });
  });

  it('is none for a page without a first view, or with broken inline data', () => {
    expect(firstProductsPageIn('<html><body></body></html>')).toBeNull();
    expect(
      firstProductsPageIn(
        `<script id="${FIRST_VIEW_SOURCES_ID}" type="application/json">{oops</script>`,
      ),
    ).toBeNull();
    expect(firstProductsPageIn(html(['/api/shops/demo-mx'], []))).toBeNull();
  });
});

describe('the API reads a kept server-rendered page answered inline', () => {
  it('are its listed API paths, and none without a first view', () => {
    const kept = html(['/api/shops/demo-mx', 'https://elsewhere.test/x', 3], []);
    expect(firstViewSourcesIn(kept)).toEqual(['/api/shops/demo-mx']);
    expect(firstViewSourcesIn('<html></html>')).toEqual([]);
  });
});
