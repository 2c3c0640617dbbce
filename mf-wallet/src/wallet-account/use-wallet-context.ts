import { useBusState } from '@barrio/shared/bus';
import { canPayWithWallet, walletEligibility, type WalletEligibility } from './wallet-eligibility';

export interface WalletContext {
  countryId: number | null;
  eligibility: WalletEligibility;
  /** Whether checkout may offer the wallet as the way to pay. */
  paymentEnabled: boolean;
  /** Set only when the customer may use the wallet, so queries never run for anyone else. */
  walletCustomerId: number | null;
}

/** The shell's shop and customer, reduced to what the wallet needs. */
export function useWalletContext(): WalletContext {
  const context = useBusState('shell:context-changed');
  const shop = context?.shop ?? null;
  const customer = context?.customer ?? null;
  const eligibility = walletEligibility(shop, customer);
  const countryId = context?.countryId ?? shop?.country_id ?? null;
  return {
    countryId,
    eligibility,
    paymentEnabled: canPayWithWallet(countryId, shop, customer),
    walletCustomerId: eligibility.eligible && customer ? customer.id : null,
  };
}
