import { z } from '../zod';
import { DISTANCE_STYLES, type CartLine } from '../domain';
import { customerRoleSchema, signedInCustomerSchema } from '../contract/api/customer';

const idString = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

// Only the fields the cart arithmetic depends on are checked; the rest of a line is the
// domain's business and is kept as it was written.
const cartLineShape = z.looseObject({
  productid: z.number(),
  nombre: z.string(),
  precio: z.number(),
  cantidad: z.number(),
  subtotal: z.number(),
});

export const cartLineSchema = z.custom<CartLine>((value) => cartLineShape.safeParse(value).success);

export const storedCartSchema = z.object({
  shopSlug: z.string(),
  lines: z.array(cartLineSchema),
});
export type StoredCart = z.output<typeof storedCartSchema>;

export { customerRoleSchema };

/** The bus's `SessionCustomer` (the API contract's customer), validated when read back. */
export const storedCustomerSchema = z.extend(
  z.omit(signedInCustomerSchema, { customer_id: true }),
  {
    // Older builds stored these ids as numbers.
    tier_id: z.nullable(idString),
    inswitch_entity_id: z.nullable(idString),
    community_leader_id: z.optional(z.nullable(z.number())),
    shop_ids: z.optional(z.array(z.number())),
  },
);
export type StoredCustomer = z.output<typeof storedCustomerSchema>;

export const lastOrderSchema = z.object({
  order: z.looseObject({ id: idString, code: z.string() }),
  lines: z.array(cartLineSchema),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string(),
  }),
});
export type LastOrder = z.output<typeof lastOrderSchema>;

export const couponDataSchema = z.object({
  code: z.string(),
  /** SPEC §8 coupon error code of the last rejected order, null while the code is accepted. */
  error_code: z.nullable(z.number()),
  /** The order answer that carried the error, kept for the checkout to show. */
  response: z.optional(z.unknown()),
});
export type CouponData = z.output<typeof couponDataSchema>;

export const distanceTypeSchema = z.enum(DISTANCE_STYLES);

export const fbclidRecordSchema = z.object({
  value: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});
export type FbclidRecord = z.output<typeof fbclidRecordSchema>;
