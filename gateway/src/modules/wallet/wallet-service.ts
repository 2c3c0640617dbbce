import { roundMoney, walletFeaturesEnabled, walletPaymentEnabled } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { AppError, notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { assertCanActForCustomer } from '../customers/leader-scope';
import {
  creditWallet,
  debitWallet,
  findWalletBalance,
  insertMovement,
  listMovements,
} from './wallet-repository';

/** Checkout may debit the wallet: the customer has wallet features in this shop and the country pays by wallet. */
export function walletEnabledFor(
  customer: { inswitch_entity_id: string | null; customer_sub_type_id: number | null } | null,
  shop: { country_id: number; customer_type_id: number },
): boolean {
  if (!customer) return false;
  return (
    walletFeaturesEnabled({
      inswitchEntityId: customer.inswitch_entity_id,
      customerSubTypeId: customer.customer_sub_type_id,
      shopCustomerTypeId: shop.customer_type_id,
    }) && walletPaymentEnabled(shop.country_id, customer.customer_sub_type_id)
  );
}

/** Debits an order's amount inside its transaction; a short balance is a 400, never a negative one. */
export async function debitForOrder(
  db: DbOrTx,
  customerId: number,
  amount: number,
  order: { id: string; code: string },
  now: Date,
): Promise<void> {
  const value = roundMoney(amount);
  if (value <= 0) return;
  const balance = await debitWallet(db, customerId, value, now);
  if (balance === null) {
    const current = await findWalletBalance(db, customerId);
    throw new AppError(
      400,
      'insufficient_wallet_balance',
      'The wallet balance does not cover this amount.',
      {
        details: { balance: { value: current ?? 0 }, required: { value } },
      },
    );
  }
  await insertMovement(db, {
    customer_id: customerId,
    amount: -value,
    kind: 'debit',
    description: `Pedido ${order.code}`,
    order_id: order.id,
    created_at: now,
  });
}

export async function refundToWallet(
  db: DbOrTx,
  customerId: number,
  amount: number,
  order: { id: string; code: string },
  description: string,
  now: Date,
): Promise<void> {
  const value = roundMoney(amount);
  if (value <= 0) return;
  const balance = await creditWallet(db, customerId, value, now);
  if (balance === null)
    throw new Error(`wallet of customer ${customerId} disappeared before a refund`);
  await insertMovement(db, {
    customer_id: customerId,
    amount: value,
    kind: 'refund',
    description: `${description} ${order.code}`,
    order_id: order.id,
    created_at: now,
  });
}

export async function walletBalance(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  customerId: number,
) {
  await assertCanActForCustomer(auth, customerId, ctx.db);
  const balance = await findWalletBalance(ctx.db, customerId);
  if (balance === null) throw notFound('wallet_not_found', 'This customer has no wallet.');
  return { customer_id: customerId, amount: { value: balance } };
}

export async function walletMovements(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  query: { customerId: number; limit: number; before_id: number | null },
) {
  await assertCanActForCustomer(auth, query.customerId, ctx.db);
  const balance = await findWalletBalance(ctx.db, query.customerId);
  if (balance === null) throw notFound('wallet_not_found', 'This customer has no wallet.');
  const rows = await listMovements(ctx.db, query.customerId, query.limit + 1, query.before_id);
  const page = rows.slice(0, query.limit);
  return {
    customer_id: query.customerId,
    balance: { value: balance },
    movements: page.map((m) => ({
      id: m.id,
      amount: { value: m.amount },
      kind: m.kind,
      description: m.description,
      order_id: m.order_id,
      order_code: m.order_code,
      created_at: new Date(m.created_at).toISOString(),
    })),
    next_before_id: rows.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
