import { PICKUP_HOUR_LABEL } from './constants';
import type { DateParts } from './delivery-date';
import { formatMoney } from './money';
import { ACCOUNT_METHOD_NAMES, PAYMENT_METHOD } from './payment-methods';
import { formatUnitDisplay } from './units';

export const CONFIRMATION_MESSAGE_CAP = 1550;
export const MORE_PRODUCTS_MARKER = '...[más productos]';
export const MORE_PRODUCTS_MARKER_EN = '...[more products]';

/** The message's words: Spanish, or English for a shopper of the English demo. */
interface MessageWords {
  greeting: (name: string) => string;
  received: (code: string, shop: string) => string;
  placedBy: (leader: string) => string;
  products: string;
  total: (amount: string) => string;
  delivery: (day: string | null, address: string) => string;
  pickup: (day: string | null, hour: string, place: string | null) => string;
  payTo: (account: PaymentAccountWords) => string;
  more: string;
}

/** Where the shop takes a transfer, Yape or BCP payment, as the message's last line says it. */
export interface PaymentAccountInput {
  /** Payment method id: 2 bank transfer, 5 Yape, 6 BCP transfer. */
  methodId: number;
  holder: string;
  /** Bank and account (or phone), as the shop wrote them. */
  where: string;
  /** What is left to pay after the wallet, in the country's currency units. */
  amountDue: number;
}

interface PaymentAccountWords {
  methodId: number;
  holder: string;
  where: string;
  amount: string;
}

const methodName = (methodId: number, language: 'es' | 'en') =>
  ACCOUNT_METHOD_NAMES[methodId]?.[language] ??
  ACCOUNT_METHOD_NAMES[PAYMENT_METHOD.BANK_TRANSFER]![language];

const payee = (account: PaymentAccountWords) =>
  [account.holder, account.where].filter(Boolean).join(', ');

const SPANISH: MessageWords = {
  greeting: (name) => (name ? `¡Hola ${name}!` : '¡Hola!'),
  received: (code, shop) => `Recibimos tu pedido ${code} en ${shop}.`,
  placedBy: (leader) => `Lo pidió por ti ${leader}, líder de tu grupo.`,
  products: 'Productos:',
  total: (amount) => `Total: ${amount}`,
  delivery: (day, address) => `Entrega${day ? ` el ${day}` : ''} en ${address}.`,
  pickup: (day, hour, place) =>
    `Retiro${day ? ` el ${day}` : ''} a partir de las ${hour}${place ? ` en ${place}` : ''}.`,
  payTo: (account) =>
    `${methodName(account.methodId, 'es')}: paga ${account.amount} a ${payee(account)}.`,
  more: MORE_PRODUCTS_MARKER,
};

const ENGLISH: MessageWords = {
  greeting: (name) => (name ? `Hi ${name}!` : 'Hi!'),
  received: (code, shop) => `We received your order ${code} at ${shop}.`,
  placedBy: (leader) => `${leader}, your group's leader, placed it for you.`,
  products: 'Products:',
  total: (amount) => `Total: ${amount}`,
  delivery: (day, address) => `Delivery${day ? ` on ${day}` : ''} to ${address}.`,
  pickup: (day, hour, place) =>
    `Pickup${day ? ` on ${day}` : ''} from ${hour}${place ? ` at ${place}` : ''}.`,
  payTo: (account) =>
    `${methodName(account.methodId, 'en')}: pay ${account.amount} to ${payee(account)}.`,
  more: MORE_PRODUCTS_MARKER_EN,
};

const wordsFor = (locale: string | null | undefined): MessageWords =>
  locale?.toLowerCase().startsWith('en') ? ENGLISH : SPANISH;

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
  /** The shopper's locale; English ('en-US', the English demo) or else Spanish. */
  locale?: string | null;
  /** For transfer, Yape and BCP orders: where to pay, the message's last line. */
  paymentAccount?: PaymentAccountInput | null;
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

function productLine(
  line: ConfirmationMessageLine,
  countryId: number,
  locale: string | null | undefined,
): string {
  const amount = formatUnitDisplay(line.quantity, line.scale, line.unit, locale ?? undefined);
  return `- ${amount} ${line.name}: ${formatMoney(line.subtotal, countryId)}`;
}

function footerLines(input: ConfirmationMessageInput, words: MessageWords): string[] {
  const footer = [words.total(formatMoney(input.total, input.countryId))];
  const day = input.deliveryDate ? formatDay(input.deliveryDate) : null;
  if (input.deliveryAddress) {
    footer.push(words.delivery(day, input.deliveryAddress));
  } else {
    const place = input.pickupPlace
      ? [input.pickupPlace.name, input.pickupPlace.address].filter(Boolean).join(', ')
      : null;
    footer.push(words.pickup(day, PICKUP_HOUR_LABEL, place));
  }
  const account = input.paymentAccount;
  if (account) {
    const amount = formatMoney(account.amountDue, input.countryId);
    footer.push(words.payTo({ ...account, amount }));
  }
  return footer;
}

/**
 * The customer's order confirmation text. Messaging providers cut long texts, so above
 * CONFIRMATION_MESSAGE_CAP characters the product list is cut at a whole line and
 * '...[más productos]' ('...[more products]' in English) is appended to it; the total, the
 * pickup or delivery details and where to pay always survive.
 */
export function buildConfirmationMessage(input: ConfirmationMessageInput): string {
  const words = wordsFor(input.locale);
  const name = input.customerName?.trim() ? displayPersonName(input.customerName) : '';
  const header = [
    words.greeting(name),
    words.received(input.orderCode, input.shopName),
    ...(input.placedByLeader?.trim() ? [words.placedBy(input.placedByLeader.trim())] : []),
    words.products,
  ];
  const products = input.lines.map((line) => productLine(line, input.countryId, input.locale));
  const footer = footerLines(input, words);

  const full = [...header, ...products, ...footer].join('\n');
  if (full.length <= CONFIRMATION_MESSAGE_CAP) return full;

  const fixed = [...header, words.more, ...footer].join('\n').length;
  const kept: string[] = [];
  let length = fixed;
  for (const line of products) {
    if (length + line.length + 1 > CONFIRMATION_MESSAGE_CAP) break;
    kept.push(line);
    length += line.length + 1;
  }
  const message = [...header, ...kept, words.more, ...footer].join('\n');
  // Only an absurdly long shop name or address can still overflow; the cap is a hard limit.
  return message.slice(0, CONFIRMATION_MESSAGE_CAP);
}
