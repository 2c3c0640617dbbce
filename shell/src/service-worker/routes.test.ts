import { isAppNavigation, routeKindFor } from './routes';

const origin = 'https://barrio.test';
const kind = (path: string, base = origin) => routeKindFor(new URL(path, base), origin);

describe('routeKindFor', () => {
  test.each([
    ['/main.1a2b3c4d.js', 'immutable'],
    ['/remotes/mf-catalog/0.1.0-abcd1234/512.0f1e2d3c.js', 'immutable'],
    ['/remotes/mf-catalog/0.1.0-abcd1234/remoteEntry.js', 'entries'],
    ['/remotes/mf-catalog/0.1.0-abcd1234/mf-manifest.json', 'entries'],
    ['/remotes.json', 'entries'],
    ['/api/shops/demo-mx', 'catalogue'],
    ['/api/products?catalog_id=1&q=cafe', 'catalogue'],
    ['/api/products/by-ids?catalog_id=1&ids=3,5', 'catalogue'],
    ['/api/categories/3', 'catalogue'],
    ['/api/banners?catalog_id=1', 'catalogue'],
    ['/images/products/v1/12.webp', 'images'],
    ['/images/icons/v1/glass-of-milk.w80.webp', 'images'],
    ['/images/42/profile', null],
    ['/api/order', null],
    ['/api/user', null],
    ['/api/orders?customer_id=1', null],
    ['/index.html', null],
  ])('%s → %s', (path, expected) => {
    expect(kind(path)).toBe(expected);
  });

  test('another origin is never cached by the worker', () => {
    expect(kind('/main.1a2b3c4d.js', 'https://cdn.example')).toBeNull();
  });
});

describe('isAppNavigation', () => {
  test.each([
    ['/demo-mx', true],
    ['/demo-mx/mi-carrito', true],
    ['/dev/outbox', false],
    ['/pay/sandbox/abc', false],
    ['/api/openapi.json', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppNavigation(new URL(path, origin), origin)).toBe(expected);
  });
});
