import { createBus } from '@barrio/shared/bus';
import type { CatalogProduct } from '@barrio/shared/domain';
import { shopContext } from '../testing/render-remote';
import { addRequest, makeProduct } from '../testing/products';
import { createCartAdditions, type ProductLookup } from './cart-additions';
import { createCartStore } from './cart-store';

const milk = makeProduct({ id: 1, name: 'Leche', price: 25 });
const rice = makeProduct({ id: 2, name: 'Arroz', price: 40 });
const beans = makeProduct({ id: 3, name: 'Frijol', price: 30 });

interface Read {
  catalogId: number;
  ids: number[];
  answer: (products: CatalogProduct[]) => void;
  fail: () => void;
}

/** A catalogue whose loaded products answer at once and whose reads the test answers. */
function fakeCatalogue(loaded: CatalogProduct[] = []) {
  const reads: Read[] = [];
  const lookup: ProductLookup = {
    cached: (_catalogId, productId) => loaded.find((product) => product.id === productId),
    fetch: (catalogId, ids) =>
      new Promise((resolve, reject) => {
        reads.push({ catalogId, ids, answer: resolve, fail: () => reject(new Error('offline')) });
      }),
  };
  return { lookup, reads };
}

function setup(loaded: CatalogProduct[] = []) {
  const { lookup, reads } = fakeCatalogue(loaded);
  const store = createCartStore(createBus());
  const additions = createCartAdditions(store, lookup);
  additions.useShop(shopContext());
  const quantities = () => store.getState().lines.map((line) => [line.productid, line.cantidad]);
  return { store, additions, reads, quantities };
}

// Lets the fake read's answer and the additions' continuation run.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => window.localStorage.clear());

describe('cart additions', () => {
  it('adds a product the catalogue has loaded at once, without a read', () => {
    const { additions, reads, quantities } = setup([milk]);
    additions.request(addRequest(milk, 2));
    expect(quantities()).toEqual([[1, 2]]);
    expect(reads).toEqual([]);
  });

  it('reads the products not loaded in one call, then applies the requests in order', async () => {
    const { additions, reads, quantities, store } = setup([milk]);
    additions.request(addRequest(rice, 2));
    additions.request(addRequest(milk, 1));
    additions.request(addRequest(beans, 1));
    additions.request(addRequest(rice, -1));
    await settle();
    expect(quantities()).toEqual([]);
    expect(reads.map(({ catalogId, ids }) => ({ catalogId, ids }))).toEqual([
      { catalogId: 1, ids: [2, 3] },
    ]);

    reads[0]!.answer([rice, beans]);
    await settle();
    expect(quantities()).toEqual([
      [2, 1],
      [1, 1],
      [3, 1],
    ]);
    expect(store.getState().lines[0]).toMatchObject({ precio: 40, subtotal: 40 });
  });

  it('adds nothing for a product the catalogue does not sell, and says so', async () => {
    const { additions, reads, quantities } = setup();
    const seen: unknown[] = [];
    additions.subscribe(() => seen.push(additions.notice()));
    additions.request(addRequest(milk, 1));
    additions.request(addRequest(rice, 1));
    await settle();
    reads[0]!.answer([rice]);
    await settle();
    expect(quantities()).toEqual([[2, 1]]);
    expect(additions.notice()).toEqual({ kind: 'unavailable', count: 1 });

    additions.dismiss();
    expect(additions.notice()).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('keeps the requests after a failed read and applies them on retry', async () => {
    const { additions, reads, quantities } = setup();
    additions.request(addRequest(milk, 2));
    await settle();
    reads[0]!.fail();
    await settle();
    expect(additions.notice()).toEqual({ kind: 'unreachable' });
    expect(quantities()).toEqual([]);

    additions.retry();
    expect(additions.notice()).toBeNull();
    await settle();
    expect(reads[1]?.ids).toEqual([1]);
    reads[1]!.answer([milk]);
    await settle();
    expect(quantities()).toEqual([[1, 2]]);
  });

  it('gives up the waiting requests when the shopper dismisses a failed read', async () => {
    const { additions, reads, quantities } = setup();
    additions.request(addRequest(milk, 2));
    await settle();
    reads[0]!.fail();
    await settle();
    additions.dismiss();
    additions.retry();
    await settle();
    expect(reads).toHaveLength(1);
    expect(quantities()).toEqual([]);
  });

  it('applies a request for another shop once the shell shows that shop, from its catalogue', async () => {
    const { additions, reads, quantities } = setup();
    additions.request({ productId: 1, quantity: 1, shopSlug: 'demo-mx-2' });
    expect(reads).toEqual([]);

    additions.useShop(shopContext({ slug: 'demo-mx-2', catalog_id: 7 }));
    await settle();
    expect(reads[0]).toMatchObject({ catalogId: 7, ids: [1] });
    reads[0]!.answer([milk]);
    await settle();
    expect(quantities()).toEqual([[1, 1]]);
  });

  it('reads only the product id from a request of a build that sent the whole product', () => {
    const { additions, quantities, store } = setup([milk]);
    const legacy = { product: { ...milk, price: 1 }, quantity: 2 };
    additions.request(legacy as unknown as Parameters<typeof additions.request>[0]);
    expect(quantities()).toEqual([[1, 2]]);
    expect(store.getState().lines[0]).toMatchObject({ precio: 25, subtotal: 50 });
  });

  it('ignores a request it cannot read', () => {
    const { additions, reads, quantities } = setup([milk]);
    const unreadable = [
      null,
      { productId: '1', quantity: 1, shopSlug: 'demo-mx' },
      { quantity: 1 },
    ];
    for (const payload of unreadable) {
      additions.request(payload as unknown as Parameters<typeof additions.request>[0]);
    }
    expect(reads).toEqual([]);
    expect(quantities()).toEqual([]);
  });

  it('drops requests for a shop the shopper left', () => {
    const { additions, reads, quantities } = setup([milk]);
    additions.useShop(null);
    additions.request(addRequest(milk, 1));
    additions.useShop(shopContext({ slug: 'demo-mx-2', catalog_id: 7 }));
    additions.useShop(shopContext());
    expect(reads).toEqual([]);
    expect(quantities()).toEqual([]);
  });
});
