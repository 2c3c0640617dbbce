import fc from 'fast-check';
import { roundMoney } from './money';
import {
  discountPercent,
  isDiscounted,
  priceLine,
  referenceUnitPrice,
  saleUnitPrice,
} from './pricing';
import { testProduct } from '../testing/test-product';

const discount = (discount_percentage: number, max_units_per_order: number | null = null) => ({
  'product-discount': { discount_percentage, max_units_per_order },
});

describe('unit prices', () => {
  it('applies the product-discount percentage to the regular price', () => {
    expect(saleUnitPrice(testProduct({ price: 100, ...discount(15) }))).toBe(85);
    expect(saleUnitPrice(testProduct({ price: 9.99, ...discount(33) }))).toBe(6.69);
    expect(saleUnitPrice(testProduct({ price: 100 }))).toBe(100);
  });

  it('clamps an out-of-range percentage', () => {
    expect(saleUnitPrice(testProduct({ price: 100, ...discount(150) }))).toBe(0);
    expect(saleUnitPrice(testProduct({ price: 100, ...discount(-20) }))).toBe(100);
  });

  it('takes the higher of price and local_price as reference', () => {
    expect(referenceUnitPrice(testProduct({ price: 100, local_price: 120 }))).toBe(120);
    expect(referenceUnitPrice(testProduct({ price: 100, local_price: 80 }))).toBe(100);
    expect(referenceUnitPrice(testProduct({ price: 100, local_price: null }))).toBe(100);
  });
});

describe('isDiscounted and discountPercent', () => {
  it('counts a product-discount or a local_price above price', () => {
    expect(isDiscounted(testProduct({ ...discount(10) }))).toBe(true);
    expect(isDiscounted(testProduct({ price: 100, local_price: 125 }))).toBe(true);
    expect(isDiscounted(testProduct({ price: 100, local_price: 100 }))).toBe(false);
    expect(isDiscounted(testProduct({ price: 100, local_price: null }))).toBe(false);
  });

  it('computes the percent against the reference, rounded', () => {
    expect(discountPercent(testProduct({ price: 100, local_price: 125 }))).toBe(20);
    expect(discountPercent(testProduct({ price: 100, ...discount(15) }))).toBe(15);
    expect(discountPercent(testProduct({ price: 90, local_price: 100, ...discount(10) }))).toBe(19);
    expect(discountPercent(testProduct({ price: 100, local_price: 300 }))).toBe(67);
    expect(discountPercent(testProduct({ price: 100 }))).toBe(0);
    expect(discountPercent(testProduct({ price: 0, ...discount(10) }))).toBe(0);
  });
});

describe('priceLine', () => {
  it('gives every unit the sale price when under the discount limit', () => {
    const line = priceLine(testProduct({ price: 100, ...discount(20, 3) }), 3);
    expect(line).toEqual({
      quantity: 3,
      unitPrice: 80,
      regularUnitPrice: 100,
      itemsWithDiscount: 3,
      itemsWithoutDiscount: 0,
      subtotal: 240,
      subtotalWithoutDiscount: 300,
    });
  });

  it('charges the regular price for units beyond max_units_per_order', () => {
    const line = priceLine(testProduct({ price: 100, ...discount(20, 2) }), 5);
    expect(line.itemsWithDiscount).toBe(2);
    expect(line.itemsWithoutDiscount).toBe(3);
    expect(line.subtotal).toBe(2 * 80 + 3 * 100);
  });

  it('ignores a zero or missing discount limit', () => {
    expect(priceLine(testProduct({ price: 100, ...discount(20, 0) }), 5).subtotal).toBe(400);
    expect(priceLine(testProduct({ price: 100, ...discount(20, null) }), 5).subtotal).toBe(400);
  });

  it('prices a reference-price discount at the regular price for every unit', () => {
    const line = priceLine(testProduct({ price: 100, local_price: 130 }), 2);
    expect(line.itemsWithDiscount).toBe(2);
    expect(line.subtotal).toBe(200);
    expect(line.subtotalWithoutDiscount).toBe(260);
  });

  it('counts units of an undiscounted product as without discount', () => {
    const line = priceLine(testProduct({ price: 12.35 }), 3);
    expect(line.itemsWithDiscount).toBe(0);
    expect(line.itemsWithoutDiscount).toBe(3);
    expect(line.subtotal).toBe(37.05);
  });

  it('treats a negative or invalid quantity as zero', () => {
    expect(priceLine(testProduct(), -2).subtotal).toBe(0);
    expect(priceLine(testProduct(), Number.NaN).quantity).toBe(0);
  });

  it('supports decimal quantities', () => {
    expect(priceLine(testProduct({ price: 10 }), 1.5).subtotal).toBe(15);
  });
});

describe('pricing properties', () => {
  const money = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
  const product = fc
    .record({
      price: money,
      local_price: fc.option(money, { nil: null }),
      pct: fc.option(fc.integer({ min: -10, max: 110 }), { nil: null }),
      max: fc.option(fc.integer({ min: -1, max: 20 }), { nil: null }),
    })
    .map(({ price, local_price, pct, max }) =>
      testProduct({
        price,
        local_price,
        'product-discount':
          pct === null ? null : { discount_percentage: pct, max_units_per_order: max },
      }),
    );
  const quantity = fc.integer({ min: 0, max: 200 });

  it('subtotal = itemsWithDiscount * sale + itemsWithoutDiscount * regular', () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const line = priceLine(p, q);
        expect(line.itemsWithDiscount + line.itemsWithoutDiscount).toBe(q);
        expect(line.subtotal).toBe(
          roundMoney(
            line.itemsWithDiscount * saleUnitPrice(p) + line.itemsWithoutDiscount * p.price,
          ),
        );
      }),
    );
  });

  it('is never negative and the discount never exceeds the reference', () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const line = priceLine(p, q);
        const sale = saleUnitPrice(p);
        expect(sale).toBeGreaterThanOrEqual(0);
        expect(sale).toBeLessThanOrEqual(referenceUnitPrice(p));
        expect(line.subtotal).toBeGreaterThanOrEqual(0);
        expect(line.subtotal).toBeLessThanOrEqual(line.subtotalWithoutDiscount);
        const pct = discountPercent(p);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never gives more discounted units than the limit', () => {
    fc.assert(
      fc.property(product, quantity, (p, q) => {
        const max = p['product-discount']?.max_units_per_order ?? 0;
        if (max > 0) expect(priceLine(p, q).itemsWithDiscount).toBeLessThanOrEqual(max);
      }),
    );
  });
});
