import type { EventMap } from '@barrio/shared/bus';
import { PAYMENT_METHOD, splitWalletPayment } from '@barrio/shared/domain';

type WalletChoice = EventMap['wallet:switch-changed'];

export interface WalletPayment {
  /** The wallet switch is on: the order asks the gateway to debit the wallet. */
  payWithWallet: boolean;
  /** What the wallet pays; 0 with the switch off. */
  walletDebit: number;
  /** What is left to pay with the chosen method; 0 when the wallet covers everything. */
  remainder: number;
  /** The payment method the order is placed with. */
  paymentMethodId: number | null;
}

/**
 * Checkout follows the wallet switch, never the other way round: with the switch on the wallet
 * pays what its balance covers (the gateway computes the same split) and the chosen method the
 * rest; when nothing is left the order is paid with the wallet as its method.
 */
export function walletPayment(
  choice: WalletChoice | undefined,
  walletEnabled: boolean,
  amountDue: number,
  chosenMethodId: number | null,
): WalletPayment {
  if (!walletEnabled || choice?.useWallet !== true) {
    return {
      payWithWallet: false,
      walletDebit: 0,
      remainder: amountDue,
      paymentMethodId: chosenMethodId,
    };
  }
  const { walletDebit, remainder } = splitWalletPayment(amountDue, choice.balance);
  return {
    payWithWallet: true,
    walletDebit,
    remainder,
    paymentMethodId: remainder === 0 ? PAYMENT_METHOD.WALLET : chosenMethodId,
  };
}
