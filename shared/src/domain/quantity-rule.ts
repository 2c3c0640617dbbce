import type { CatalogProduct } from './product';

/**
 * How a product's quantity may be chosen. Products sold by the kilo step by a quarter kilo
 * where the country's `decimal_quantities` flag is on; everything else is bought in whole
 * units. The browser's steppers and the gateway's order checks read the same rule.
 */
export interface QuantityRule {
  /** Every quantity is a whole multiple of the step. */
  step: number;
  /** The smallest quantity a line may hold. */
  min: number;
}

/** A quarter kilo: 250 g, 500 g, 750 g, 1 kg, 1.25 kg… */
export const WEIGHT_STEP_KG = 0.25;

export const WHOLE_UNITS: QuantityRule = { step: 1, min: 1 };
export const QUARTER_KILOS: QuantityRule = { step: WEIGHT_STEP_KG, min: WEIGHT_STEP_KG };

const KILO_UNITS = new Set(['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos']);

type MeasuredProduct = Pick<CatalogProduct, 'unit_of_measurement'>;

export function isSoldByWeight(product: MeasuredProduct): boolean {
  return KILO_UNITS.has(product.unit_of_measurement.erp_name.trim().toLowerCase());
}

export function quantityRule(product: MeasuredProduct, decimalQuantities: boolean): QuantityRule {
  return decimalQuantities && isSoldByWeight(product) ? QUARTER_KILOS : WHOLE_UNITS;
}

/** Thousandths, as the database keeps quantities: sums of steps never carry float noise. */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  const rounded = Math.round(quantity * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}

// Tolerates the float noise of a quantity that went through text or arithmetic.
function stepsIn(quantity: number, step: number): number {
  return Number((quantity / step).toPrecision(12));
}

/** At least the rule's minimum and a whole number of steps. */
export function isAllowedQuantity(rule: QuantityRule, quantity: number): boolean {
  if (!Number.isFinite(quantity) || quantity < rule.min) return false;
  return Number.isInteger(stepsIn(quantity, rule.step));
}

/** The largest whole number of steps not above `quantity` (limits never round up); no limit stays none. */
export function floorToStep(rule: QuantityRule, quantity: number): number {
  if (quantity === Number.POSITIVE_INFINITY) return quantity;
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return normalizeQuantity(Math.floor(stepsIn(quantity, rule.step)) * rule.step);
}

/** The nearest whole number of steps, never below the minimum (a typed or stored quantity). */
export function roundToStep(rule: QuantityRule, quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return rule.min;
  return Math.max(
    rule.min,
    normalizeQuantity(Math.round(stepsIn(quantity, rule.step)) * rule.step),
  );
}

/** A weight in kilograms as people read it: grams below 1 kg ('250 g'), kilograms from 1 kg. */
export function formatWeight(kilograms: number): string {
  const value = normalizeQuantity(kilograms);
  if (value > 0 && value < 1) return `${Math.round(value * 1000)} g`;
  return `${String(Math.round(value * 100) / 100)} kg`;
}
