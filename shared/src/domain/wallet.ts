import { countryById } from '../countries/lookup';
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
