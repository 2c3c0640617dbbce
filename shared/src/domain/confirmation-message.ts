import { PICKUP_HOUR_LABEL } from './constants';
import type { DateParts } from './delivery-date';
import { formatMoney } from './money';
import { formatUnitDisplay } from './units';

export const CONFIRMATION_MESSAGE_CAP = 1550;
export const MORE_PRODUCTS_MARKER = '...[más productos]';

export interface ConfirmationMessageLine {
  name: string;
  quantity: number;
  subtotal: number;
  /** unit_of_measurement.erp_name */
  unit?: string | null;
  scale?: number | null;
}

export interface ConfirmationMessageInput {
  customerName?: string | null;
  orderCode: string;
  shopName: string;
  countryId: number;
  lines: readonly ConfirmationMessageLine[];
  total: number;
  deliveryDate?: DateParts | null;
  /** Home delivery address; without one the order is a pickup, announced for 6pm. */
  deliveryAddress?: string | null;
  /** The community leader who placed the order for the customer, named so they know who to ask. */
  placedByLeader?: string | null;
  /** Where a pickup order is collected: the delivery point's name and address. */
  pickupPlace?: { name: string; address: string } | null;
}

/**
 * A name as a person reads it: each word capitalised. Names travel lower-cased to the server
 * (SPEC §5); a greeting must not read "¡Hola lucía!".
 */
export function displayPersonName(name: string): string {
  return name
    .trim()
    .split(/(\s+|-)/)
    .map((part) => (part.length > 0 ? part[0]!.toLocaleUpperCase('es') + part.slice(1) : part))
    .join('');
}

function formatDay(d: DateParts): string {
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
}

function productLine(line: ConfirmationMessageLine, countryId: number): string {
  const amount = formatUnitDisplay(line.quantity, line.scale, line.unit);
  return `- ${amount} ${line.name}: ${formatMoney(line.subtotal, countryId)}`;
}

function footerLines(input: ConfirmationMessageInput): string[] {
  const footer = [`Total: ${formatMoney(input.total, input.countryId)}`];
  const day = input.deliveryDate ? formatDay(input.deliveryDate) : null;
  if (input.deliveryAddress) {
    footer.push(`Entrega${day ? ` el ${day}` : ''} en ${input.deliveryAddress}.`);
  } else {
    const place = input.pickupPlace
      ? ` en ${[input.pickupPlace.name, input.pickupPlace.address].filter(Boolean).join(', ')}`
      : '';
    footer.push(`Retiro${day ? ` el ${day}` : ''} a partir de las ${PICKUP_HOUR_LABEL}${place}.`);
  }
  return footer;
}

/**
 * The customer's order confirmation text. Messaging providers cut long texts, so above
 * CONFIRMATION_MESSAGE_CAP characters the product list is cut at a whole line and
 * '...[más productos]' is appended to it; the total and the pickup or delivery
 * details always survive.
 */
export function buildConfirmationMessage(input: ConfirmationMessageInput): string {
  const name = input.customerName?.trim() ? displayPersonName(input.customerName) : '';
  const header = [
    name ? `¡Hola ${name}!` : '¡Hola!',
    `Recibimos tu pedido ${input.orderCode} en ${input.shopName}.`,
    ...(input.placedByLeader?.trim()
      ? [`Lo pidió por ti ${input.placedByLeader.trim()}, líder de tu grupo.`]
      : []),
    'Productos:',
  ];
  const products = input.lines.map((line) => productLine(line, input.countryId));
  const footer = footerLines(input);

  const full = [...header, ...products, ...footer].join('\n');
  if (full.length <= CONFIRMATION_MESSAGE_CAP) return full;

  const fixed = [...header, MORE_PRODUCTS_MARKER, ...footer].join('\n').length;
  const kept: string[] = [];
  let length = fixed;
  for (const line of products) {
    if (length + line.length + 1 > CONFIRMATION_MESSAGE_CAP) break;
    kept.push(line);
    length += line.length + 1;
  }
  const message = [...header, ...kept, MORE_PRODUCTS_MARKER, ...footer].join('\n');
  // Only an absurdly long shop name or address can still overflow; the cap is a hard limit.
  return message.slice(0, CONFIRMATION_MESSAGE_CAP);
}
