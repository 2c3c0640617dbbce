import fc from 'fast-check';
import { addToCart, cartItemCount, cartTotals, toOrderLines } from './cart';
import { roundMoney } from './money';
import { priceLine } from './pricing';
import {
  QUARTER_KILOS,
  WHOLE_UNITS,
  floorToStep,
  formatWeight,
  isAllowedQuantity,
  quantityRule,
  roundToStep,
} from './quantity-rule';
import { formatUnitDisplay } from './units';
import { testProduct } from '../testing/test-product';

const byWeight = testProduct({ id: 7, name: 'Tomate', unit_of_measurement: { erp_name: 'kg' } });
const byUnit = testProduct({ id: 8, unit_of_measurement: { erp_name: 'unidad' } });

describe('quantityRule', () => {
  it('steps a product sold by the kilo by a quarter kilo only where the flag is on', () => {
    expect(quantityRule(byWeight, true)).toEqual({ step: 0.25, min: 0.25 });
    expect(quantityRule(byWeight, false)).toEqual({ step: 1, min: 1 });
    expect(quantityRule(byUnit, true)).toEqual({ step: 1, min: 1 });
    expect(quantityRule(testProduct({ unit_of_measurement: { erp_name: ' KG ' } }), true)).toBe(
      QUARTER_KILOS,
    );
    // Grams are sold in packs of a fixed weight ('por 100 gr'): whole units.
    expect(quantityRule(testProduct({ unit_of_measurement: { erp_name: 'gr' } }), true)).toBe(
      WHOLE_UNITS,
    );
  });
});

describe('isAllowedQuantity', () => {
  it('takes whole steps from the minimum up', () => {
    expect(isAllowedQuantity(QUARTER_KILOS, 0.25)).toBe(true);
    expect(isAllowedQuantity(QUARTER_KILOS, 0.5)).toBe(true);
    expect(isAllowedQuantity(QUARTER_KILOS, 1.75)).toBe(true);
    expect(isAllowedQuantity(QUARTER_KILOS, 0.3)).toBe(false);
    expect(isAllowedQuantity(QUARTER_KILOS, 0)).toBe(false);
    expect(isAllowedQuantity(QUARTER_KILOS, Number.NaN)).toBe(false);
    expect(isAllowedQuantity(WHOLE_UNITS, 2)).toBe(true);
    expect(isAllowedQuantity(WHOLE_UNITS, 0.5)).toBe(false);
    expect(isAllowedQuantity(WHOLE_UNITS, 1.5)).toBe(false);
  });
});

describe('floorToStep', () => {
  it('keeps a missing limit unlimited and never goes below zero', () => {
    expect(floorToStep(QUARTER_KILOS, Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(floorToStep(QUARTER_KILOS, -1)).toBe(0);
    expect(floorToStep(QUARTER_KILOS, 0.6)).toBe(0.5);
    expect(floorToStep(WHOLE_UNITS, 2.9)).toBe(2);
  });
});

describe('formatWeight and formatUnitDisplay', () => {
  it('shows grams below a kilo and kilograms from a kilo', () => {
    expect(formatWeight(0.25)).toBe('250 g');
    expect(formatWeight(0.5)).toBe('500 g');
    expect(formatWeight(0.75)).toBe('750 g');
    expect(formatWeight(1)).toBe('1 kg');
    expect(formatWeight(1.25)).toBe('1.25 kg');
    expect(formatUnitDisplay(0.5, 1, 'kg')).toBe('500 g');
    expect(formatUnitDisplay(2, 1, 'kg')).toBe('2 kg');
    expect(formatUnitDisplay(2, 1, 'unidad')).toBe('2 unidades');
  });
});

const steps = fc.integer({ min: 1, max: 400 });
const cents = fc.integer({ min: 1, max: 5_000_000 });

describe('quantity properties', () => {
  it('a quantity reached by stepping is always a whole multiple of the step', () => {
    fc.assert(
      fc.property(steps, (n) => {
        // The stepper adds one step at a time, as a shopper taps "+".
        let quantity = 0;
        for (let i = 0; i < n; i += 1) quantity = roundToStep(QUARTER_KILOS, quantity + 0.25);
        expect(quantity).toBe(n * 0.25);
        expect(isAllowedQuantity(QUARTER_KILOS, quantity)).toBe(true);
        expect(isAllowedQuantity(QUARTER_KILOS, Number(String(quantity)))).toBe(true);
      }),
    );
  });

  it('floors and rounds any amount to a whole multiple of the step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.25, max: 1000, noNaN: true }), (amount) => {
        const floored = floorToStep(QUARTER_KILOS, amount);
        expect(isAllowedQuantity(QUARTER_KILOS, floored)).toBe(true);
        expect(floored).toBeLessThanOrEqual(amount + 1e-9);
        expect(amount - floored).toBeLessThan(0.25 + 1e-9);
        const rounded = roundToStep(QUARTER_KILOS, amount);
        expect(isAllowedQuantity(QUARTER_KILOS, rounded)).toBe(true);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(0.125 + 1e-9);
      }),
    );
  });

  it('prices a line at price × quantity rounded to the cent, in whole cents', () => {
    fc.assert(
      fc.property(cents, steps, (priceCents, n) => {
        const price = priceCents / 100;
        const quantity = n * 0.25;
        const line = priceLine(
          testProduct({ price, unit_of_measurement: { erp_name: 'kg' } }),
          quantity,
        );
        // Integer arithmetic is the reference: price in cents × quarters, rounded half up.
        const expectedCents = Math.round((priceCents * n) / 4);
        expect(line.subtotal).toBe(expectedCents / 100);
        expect(line.subtotal).toBe(roundMoney(price * quantity));
        expect(Number.isInteger(Math.round(line.subtotal * 100))).toBe(true);
      }),
    );
  });

  it('sums a cart of weighed lines to the cent, as the order payload carries it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, steps), { minLength: 1, maxLength: 12 }), (rows) => {
        let lines = addToCart([], byUnit, 1);
        const expected = [priceLine(byUnit, 1).subtotal * 100];
        rows.forEach(([priceCents, n], index) => {
          const product = { ...byWeight, id: 100 + index, price: priceCents / 100 };
          lines = addToCart(lines, product, n * 0.25);
          expected.push(Math.round((priceCents * n) / 4));
        });
        const { total } = cartTotals(lines);
        expect(total).toBe(expected.reduce((a, b) => a + b, 0) / 100);
        // The text sent to the gateway reads back as the same quantity.
        for (const [index, payload] of toOrderLines(lines).entries()) {
          expect(Number(payload.quantity.value)).toBe(lines[index]!.cantidad);
        }
      }),
    );
  });
});

describe('cartItemCount', () => {
  it('counts units of what is sold by the unit and one per line sold by weight', () => {
    let lines = addToCart([], byUnit, 3);
    lines = addToCart(lines, byWeight, 0.75);
    expect(cartItemCount(lines)).toBe(4);
    expect(cartTotals(lines).quantity).toBe(3.75);
  });
});
