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

/**
 * 'quantity xscale unit' when a unit holds several items (scale above 1), else 'quantity unit';
 * a weight in kilograms reads as grams below 1 kg ('500 g', '1.25 kg').
 */
export function formatUnitDisplay(
  quantity: number,
  scale: number | null | undefined,
  erpName: string | null | undefined,
  locale?: string,
): string {
  if ((scale ?? 1) <= 1 && isSoldByWeight({ unit_of_measurement: { erp_name: erpName ?? '' } })) {
    return formatWeight(quantity);
  }
  const label = unitLabel(erpName, quantity, locale);
  const amount = formatNumber(quantity);
  const head = (scale ?? 1) > 1 ? `${amount} x${formatNumber(scale ?? 1)}` : amount;
  return label ? `${head} ${label}` : head;
}

/** A purchase measure such as '500 gr'; grams are shown as kilograms from 1000 on. */
export function formatMeasure(value: number, unit: string | null | undefined): string {
  const name = (unit ?? '').trim().toLowerCase();
  if ((name === 'gr' || name === 'g') && value >= 1000) return `${formatNumber(value / 1000)} kg`;
  return name ? `${formatNumber(value)} ${name}` : formatNumber(value);
}
