import { COUNTRY } from '../countries';

export const PAYMENT_METHOD = {
  CASH: 1,
  BANK_TRANSFER: 2,
  WALLET: 3,
  WALLET_CASH_ON_DELIVERY: 4,
  YAPE: 5,
  BCP_TRANSFER: 6,
  PAYMENT_LINK: 7,
} as const;

export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/**
 * The methods paid into the shop's own account (a transfer, Yape, BCP), named as a message to
 * the shopper says them, in Spanish and in English.
 */
export const ACCOUNT_METHOD_NAMES: Readonly<Record<number, { es: string; en: string }>> = {
  [PAYMENT_METHOD.BANK_TRANSFER]: { es: 'Transferencia', en: 'Bank transfer' },
  [PAYMENT_METHOD.YAPE]: { es: 'Yape', en: 'Yape' },
  [PAYMENT_METHOD.BCP_TRANSFER]: { es: 'Transferencia BCP', en: 'BCP transfer' },
};
export type PaymentMethodType = 'cash' | 'wire_transfer' | 'credit_card' | 'wallet';

export interface PaymentMethodOption {
  id: PaymentMethodId;
  type: PaymentMethodType;
  text: string;
  description: string;
  /** Path of the option's icon, relative to the app's static assets. */
  image: string;
}

const OPTIONS: Readonly<Record<PaymentMethodId, PaymentMethodOption>> = {
  1: {
    id: 1,
    type: 'cash',
    text: 'Efectivo',
    description: 'Pagas al recoger tu pedido.',
    image: 'payment-methods/cash.svg',
  },
  2: {
    id: 2,
    type: 'wire_transfer',
    text: 'Transferencia bancaria',
    description: 'Transfiere el total a la cuenta de la tienda.',
    image: 'payment-methods/bank-transfer.svg',
  },
  3: {
    id: 3,
    type: 'wallet',
    text: 'Billetera',
    description: 'Pagas con el saldo de tu billetera.',
    image: 'payment-methods/wallet.svg',
  },
  4: {
    id: 4,
    type: 'wallet',
    text: 'Billetera contra entrega',
    description: 'Pagas en efectivo al recibir y se acredita en tu billetera.',
    image: 'payment-methods/wallet-cash.svg',
  },
  5: {
    id: 5,
    type: 'wire_transfer',
    text: 'Yape',
    description: 'Pagas con Yape al número de la tienda.',
    image: 'payment-methods/yape.svg',
  },
  6: {
    id: 6,
    type: 'wire_transfer',
    text: 'Transferencia BCP',
    description: 'Transfiere el total a la cuenta BCP de la tienda.',
    image: 'payment-methods/bcp.svg',
  },
  7: {
    id: 7,
    type: 'credit_card',
    text: 'Tarjeta (link de pago)',
    description: 'Te enviamos un link para pagar con tarjeta.',
    image: 'payment-methods/payment-link.svg',
  },
};

const BANK_TRANSFER_COUNTRIES: readonly number[] = [COUNTRY.AR, COUNTRY.MX, COUNTRY.CO];
const PERUVIAN_COUNTRIES: readonly number[] = [COUNTRY.PE, COUNTRY.P2];
const PAYMENT_LINK_COUNTRIES: readonly number[] = [COUNTRY.AR, COUNTRY.MX, COUNTRY.PE, COUNTRY.CO];

/**
 * Options offered at checkout, in id order. `walletEnabled` is the caller's decision
 * (wallet-balance countries 46 and 59, or a business customer of sub type 2).
 */
export function paymentMethodsForCountry(
  countryId: number,
  { walletEnabled }: { walletEnabled: boolean },
): PaymentMethodOption[] {
  const ids: PaymentMethodId[] = [PAYMENT_METHOD.CASH];
  if (BANK_TRANSFER_COUNTRIES.includes(countryId)) ids.push(PAYMENT_METHOD.BANK_TRANSFER);
  if (walletEnabled) ids.push(PAYMENT_METHOD.WALLET, PAYMENT_METHOD.WALLET_CASH_ON_DELIVERY);
  if (PERUVIAN_COUNTRIES.includes(countryId))
    ids.push(PAYMENT_METHOD.YAPE, PAYMENT_METHOD.BCP_TRANSFER);
  if (PAYMENT_LINK_COUNTRIES.includes(countryId)) ids.push(PAYMENT_METHOD.PAYMENT_LINK);
  return ids.map((id) => ({ ...OPTIONS[id] }));
}

export function isPaymentMethodId(id: unknown): id is PaymentMethodId {
  return typeof id === 'number' && Object.prototype.hasOwnProperty.call(OPTIONS, id);
}
