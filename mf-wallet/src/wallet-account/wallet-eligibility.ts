import type { SessionCustomer, ShopContext } from '@barrio/shared/bus';
import { walletFeaturesEnabled, walletPaymentEnabled } from '@barrio/shared/domain';

export type WalletIneligibleReason = 'signed-out' | 'no-wallet-account' | 'business-sub-type';

export type WalletEligibility =
  { eligible: true } | { eligible: false; reason: WalletIneligibleReason };

type EligibilityShop = Pick<ShopContext, 'customer_type_id'>;
type EligibilityCustomer = Pick<SessionCustomer, 'inswitch_entity_id' | 'customer_sub_type_id'>;

function hasWalletAccount(customer: EligibilityCustomer): boolean {
  return (
    typeof customer.inswitch_entity_id === 'string' && customer.inswitch_entity_id.trim() !== ''
  );
}

/**
 * SPEC §4: wallet features load only for customers with an inswitch entity on non-business
 * shops, or on business shops for customers of sub type 2 who also have an inswitch entity.
 * The rule itself is shared/domain's (the gateway applies the same); this adds the reason so
 * that the page can explain why the wallet is not available.
 */
export function walletEligibility(
  shop: EligibilityShop | null,
  customer: EligibilityCustomer | null,
): WalletEligibility {
  if (!customer) return { eligible: false, reason: 'signed-out' };
  const enabled = walletFeaturesEnabled({
    inswitchEntityId: customer.inswitch_entity_id,
    customerSubTypeId: customer.customer_sub_type_id,
    shopCustomerTypeId: shop?.customer_type_id ?? null,
  });
  if (enabled) return { eligible: true };
  return {
    eligible: false,
    reason: hasWalletAccount(customer) ? 'business-sub-type' : 'no-wallet-account',
  };
}

export function isWalletEligible(
  shop: EligibilityShop | null,
  customer: EligibilityCustomer | null,
): boolean {
  return walletEligibility(shop, customer).eligible;
}

/**
 * Paying at checkout with the wallet needs both an eligible customer and a country (or
 * business sub type) where the wallet is a payment method.
 */
export function canPayWithWallet(
  countryId: number | null,
  shop: EligibilityShop | null,
  customer: EligibilityCustomer | null,
): boolean {
  if (countryId === null || !customer || !isWalletEligible(shop, customer)) return false;
  return walletPaymentEnabled(countryId, customer.customer_sub_type_id);
}
