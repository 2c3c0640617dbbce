import { formatWeight, isSoldByWeight } from './quantity-rule';

const PLURALS: Readonly<Record<string, string>> = {
  caja: 'cajas',
  paquete: 'paquetes',
  pieza: 'piezas',
  unidad: 'unidades',
  docena: 'docenas',
};

/** English names of the countable units (singular, plural); measures such as kg keep their symbol. */
const ENGLISH_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  caja: ['box', 'boxes'],
  paquete: ['pack', 'packs'],
  pieza: ['piece', 'pieces'],
  unidad: ['unit', 'units'],
  unidades: ['unit', 'units'],
  docena: ['dozen', 'dozen'],
};

/**
 * The unit's display label: countable units pluralised above 1, 'unidades' shortened to 'und'.
 * In an English locale the countable units are named in English.
 */
export function unitLabel(
  erpName: string | null | undefined,
  quantity: number,
  locale?: string,
): string {
  const name = (erpName ?? '').trim().toLowerCase();
  const english = locale?.toLowerCase().startsWith('en') ? ENGLISH_UNITS[name] : undefined;
  if (english) return quantity > 1 ? english[1] : english[0];
  if (name === 'unidades') return 'und';
  const plural = PLURALS[name];
  return plural !== undefined && quantity > 1 ? plural : name;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Units that measure (a pack holds `scale` of them), as opposed to units that count. */
const MEASURES = new Set(['gr', 'g', 'kg', 'ml', 'l', 'cc']);

/** Countable units whose name already says how many items they hold. */
const IMPLIED_SCALE: Readonly<Record<string, number>> = { docena: 12 };

/**
 * How much of a product a quantity is, as a person reads it:
 * - by weight: '500 g', '1.25 kg';
 * - packs of a measure (scale 200, 'gr'): '1 unidad de 200 gr', '5 unidades de 200 gr (1 kg)',
 *   never '5 gr' nor '1 x200 gr';
 * - countable units: '23 unidades', '1 docena' (a dozen is already twelve), '2 x12 cajas'.
 */
export function formatUnitDisplay(
  quantity: number,
  scale: number | null | undefined,
  erpName: string | null | undefined,
  locale?: string,
): string {
  const size = scale ?? 1;
  const name = (erpName ?? '').trim().toLowerCase();
  if (size <= 1 && isSoldByWeight({ unit_of_measurement: { erp_name: erpName ?? '' } })) {
    return formatWeight(quantity);
  }
  const amount = formatNumber(quantity);
  if (MEASURES.has(name) && size > 1) {
    const english = locale?.toLowerCase().startsWith('en') === true;
    const packs = unitLabel('unidad', quantity, locale);
    const pack = `${amount} ${packs} ${english ? 'of' : 'de'} ${formatMeasure(size, name)}`;
    return quantity > 1 ? `${pack} (${formatMeasure(quantity * size, name)})` : pack;
  }
  const label = unitLabel(erpName, quantity, locale);
  const head =
    size > 1 && IMPLIED_SCALE[name] !== size ? `${amount} x${formatNumber(size)}` : amount;
  return label ? `${head} ${label}` : head;
}

/** A purchase measure such as '500 gr'; grams are shown as kilograms from 1000 on. */
export function formatMeasure(value: number, unit: string | null | undefined): string {
  const name = (unit ?? '').trim().toLowerCase();
  if ((name === 'gr' || name === 'g') && value >= 1000) return `${formatNumber(value / 1000)} kg`;
  return name ? `${formatNumber(value)} ${name}` : formatNumber(value);
}
