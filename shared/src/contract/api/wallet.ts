import { z } from '../../zod';

// The wallet (SPEC §3): `GET /api/wallet/balance` and `GET /api/wallet/movements`, declared
// once. The gateway documents its answers with these schemas and mf-wallet parses them.

/** The `{ value }` wrapper the API uses for every amount. */
const moneySchema = z.object({ value: z.number() });

export const WALLET_MOVEMENT_KINDS = ['credit', 'debit', 'refund', 'adjustment'] as const;

export const walletBalanceSchema = z.object({ customer_id: z.number(), amount: moneySchema });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletMovementSchema = z.object({
  id: z.number(),
  /** Signed: positive adds to the balance (credit, refund), negative takes from it (debit). */
  amount: moneySchema,
  kind: z.enum(WALLET_MOVEMENT_KINDS),
  description: z.string(),
  order_id: z.nullable(z.string()),
  order_code: z.nullable(z.string()),
  created_at: z.string(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const walletMovementsPageSchema = z.object({
  customer_id: z.number(),
  balance: moneySchema,
  movements: z.array(walletMovementSchema),
  /** Where the next page starts; null on the last page. */
  next_before_id: z.nullable(z.number()),
});
export type WalletMovementsPage = z.infer<typeof walletMovementsPageSchema>;
