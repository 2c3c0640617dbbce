import { formatWeight, isSoldByWeight } from '@barrio/shared/domain';

/** The unit an order line is sold in, as `quantityRule` and `isSoldByWeight` read it. */
export function lineMeasure(unit: string | null | undefined) {
  return { unit_of_measurement: { erp_name: unit ?? '' } };
}

/** How a line's quantity reads: a weight ('500 g', '1.25 kg') or a plain number. */
export function formatLineQuantity(
  quantity: number,
  unit: string | null | undefined,
  formatNumber: (value: number) => string,
): string {
  return isSoldByWeight(lineMeasure(unit)) ? formatWeight(quantity) : formatNumber(quantity);
}
