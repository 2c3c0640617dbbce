import { countryById } from '../countries';
import { roundMoney } from './money';
import { BUSINESS_CUSTOMER_TYPE_ID, WALLET_BUSINESS_SUB_TYPE_ID } from './constants';

export interface WalletEligibility {
  inswitchEntityId: string | number | null | undefined;
  customerSubTypeId: number | null | undefined;
  shopCustomerTypeId: number | null | undefined;
}

const hasEntity = (id: WalletEligibility['inswitchEntityId']) =>
  id !== null && id !== undefined && String(id).trim() !== '';

/**
 * Wallet features need an inswitch entity; in business (SG) shops only customers of sub
 * type 2 have them.
 */
export function walletFeaturesEnabled({
  inswitchEntityId,
  customerSubTypeId,
  shopCustomerTypeId,
}: WalletEligibility): boolean {
  if (!hasEntity(inswitchEntityId)) return false;
  if (shopCustomerTypeId === BUSINESS_CUSTOMER_TYPE_ID) {
    return customerSubTypeId === WALLET_BUSINESS_SUB_TYPE_ID;
  }
  return true;
}

/** Whether checkout offers paying with the wallet: wallet-balance countries, or SG sub type 2. */
export function walletPaymentEnabled(
  countryId: number,
  customerSubTypeId?: number | null,
): boolean {
  return (
    countryById(countryId)?.walletBalancePayment === true ||
    customerSubTypeId === WALLET_BUSINESS_SUB_TYPE_ID
  );
}

export interface WalletSplit {
  /** What the wallet pays now. */
  walletDebit: number;
  /** What is left to pay with the chosen payment method; 0 when the wallet covers it all. */
  remainder: number;
}

/**
 * How an order's total splits between the wallet and the payment method when the shopper pays
 * with the wallet: the wallet pays what it can, the rest is paid the chosen way. Checkout's
 * summary and the gateway's debit both use this, so what is shown is what is charged.
 */
export function splitWalletPayment(total: number, balance: number | null): WalletSplit {
  const owed = Math.max(0, roundMoney(total));
  const available = Math.max(0, roundMoney(balance ?? 0));
  const walletDebit = Math.min(owed, available);
  return { walletDebit, remainder: roundMoney(owed - walletDebit) };
}
