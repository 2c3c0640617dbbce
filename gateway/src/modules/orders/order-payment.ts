import {
  PAYMENT_METHOD,
  paymentMethodsForCountry,
  roundMoney,
  splitWalletPayment,
} from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import type { PaymentStatus } from '../../db/schema/commerce';
import { badRequest, type AppError } from '../../errors/app-error';
import type { CustomerRecord } from '../customers/customer-repository';
import type { ShopRecord } from '../shops/shop-repository';
import { findWalletBalance } from '../wallet/wallet-repository';
import { debitForOrder, refundToWallet, walletEnabledFor } from '../wallet/wallet-service';
import type { Buyer } from './order-buyer';
import type { OrderRecord } from './order-records';
import type { CreateOrderInput } from './order-schema';

/** How a new order's total is paid: what the wallet pays, and the state of the rest. */
export interface PaymentSplit {
  walletDebit: number;
  paymentStatus: PaymentStatus;
}

function assertPaymentMethod(
  paymentMethodId: number,
  shop: ShopRecord,
  walletEnabled: boolean,
): void {
  const offered = paymentMethodsForCountry(shop.country_id, { walletEnabled }).map(
    (m) => m.id as number,
  );
  if (!offered.includes(paymentMethodId)) {
    throw badRequest('invalid_payment_method', 'This payment method is not available here.', {
      fields: { payment_method_id: `Choose one of ${offered.join(', ')}.` },
    });
  }
}

/**
 * What the wallet pays of an order. Paying *with* the wallet as the method needs the whole
 * total (a short balance is a 400 from the debit); the wallet switch beside another method pays
 * what the balance covers and leaves the rest to that method, as checkout's summary shows.
 */
async function walletShareOf(
  db: DbOrTx,
  customerId: number,
  total: number,
  paymentMethodId: number,
): Promise<number> {
  if (paymentMethodId === PAYMENT_METHOD.WALLET) return total;
  return splitWalletPayment(total, await findWalletBalance(db, customerId)).walletDebit;
}

/**
 * Whether the buyer may pay with their wallet in this shop. Only the wallet's holder spends
 * it: not a guest, and not a leader ordering for a neighbour (docs/owners-and-payments.md,
 * "A leader's order and the neighbour's wallet").
 */
function walletUsable(buyer: Buyer, customer: CustomerRecord, shop: ShopRecord): boolean {
  return (
    buyer.guest === null &&
    buyer.actingCommunityLeaderId === null &&
    walletEnabledFor(customer, shop)
  );
}

/**
 * Step "split the payment": the method is one the shop's country offers this buyer, and the
 * wallet (as the method, or its switch beside another) pays its share of the total.
 */
export async function splitPayment(
  db: DbOrTx,
  input: Pick<CreateOrderInput, 'payment_method_id' | 'require_debit_from_wallet'>,
  order: { buyer: Buyer; customer: CustomerRecord; shop: ShopRecord; total: number },
): Promise<PaymentSplit> {
  const { buyer, customer, shop, total } = order;
  const walletEnabled = walletUsable(buyer, customer, shop);
  assertPaymentMethod(input.payment_method_id, shop, walletEnabled);
  const debitWallet =
    input.require_debit_from_wallet === true || input.payment_method_id === PAYMENT_METHOD.WALLET;
  if (debitWallet && !walletEnabled) {
    throw badRequest(
      'wallet_not_available',
      'Paying with the wallet is not available for this customer in this shop.',
    );
  }
  const walletDebit = debitWallet
    ? await walletShareOf(db, customer.id, total, input.payment_method_id)
    : 0;
  const remainder = roundMoney(total - walletDebit);
  let paymentStatus: PaymentStatus = 'not_required';
  if (walletDebit > 0 && remainder === 0) paymentStatus = 'paid';
  else if (input.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK && remainder > 0)
    paymentStatus = 'pending';
  return { walletDebit, paymentStatus };
}

function walletHolderOnly(): AppError {
  return badRequest(
    'wallet_not_available',
    'Only the wallet’s holder can pay more of this order with their wallet.',
  );
}

/**
 * An edited order's wallet share: the wallet keeps paying its share (what it already paid plus
 * its balance, at most the new total) and the difference is debited or given back. Only the
 * wallet's holder spends more of it; a leader's edit may only give some back.
 */
export async function rebalanceWallet(
  db: DbOrTx,
  order: OrderRecord,
  total: number,
  actorCustomerId: number | null,
  now: Date,
): Promise<number> {
  if (order.wallet_debit <= 0) return order.wallet_debit;
  const balance = (await findWalletBalance(db, order.customer_id)) ?? 0;
  const walletDebit =
    order.payment_method_id === PAYMENT_METHOD.WALLET
      ? total
      : splitWalletPayment(total, order.wallet_debit + balance).walletDebit;
  if (actorCustomerId !== order.customer_id && walletDebit > order.wallet_debit)
    throw walletHolderOnly();
  const delta = roundMoney(walletDebit - order.wallet_debit);
  if (delta > 0) await debitForOrder(db, order.customer_id, delta, order, now);
  if (delta < 0)
    await refundToWallet(db, order.customer_id, -delta, order, 'Ajuste del pedido', now);
  return walletDebit;
}
