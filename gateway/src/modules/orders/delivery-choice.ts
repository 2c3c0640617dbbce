import { TIER_NOT_SET, formatDeliveryDate, parseDeliveryDate } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import type { ContentTranslations } from '../../db/schema/core';
import { badRequest } from '../../errors/app-error';
import { findAddress } from '../addresses/address-repository';
import { timeRangeBelongsToShop, type ShopRecord } from '../shops/shop-repository';
import { findTier } from '../tiers/tier-repository';
import type { Buyer } from './order-buyer';
import type { OrderPickupPoint } from './order-records';
import type { CreateOrderInput } from './order-schema';
import { dayOf } from './order-view';
import { resolvePickupPoint } from './pickup-point';

const MAX_DAYS_AHEAD = 60;

/** Step "check the delivery day": a calendar day from today to MAX_DAYS_AHEAD days ahead. */
export function deliveryDay(input: CreateOrderInput['selected_delivery_date'], now: Date): string {
  const text = formatDeliveryDate(input);
  if (!parseDeliveryDate(text)) {
    throw badRequest('invalid_delivery_date', 'The delivery date does not exist.', {
      fields: { selected_delivery_date: 'Not a calendar day.' },
    });
  }
  const today = dayOf(now);
  const latest = dayOf(new Date(now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000));
  if (text < today || text > latest) {
    throw badRequest(
      'invalid_delivery_date',
      `The delivery date must be between today and ${MAX_DAYS_AHEAD} days ahead.`,
      {
        fields: { selected_delivery_date: 'Out of range.' },
      },
    );
  }
  return text;
}

/** The delivery choices of an order, each checked against the shop and the buyer. */
export interface DeliveryChoice {
  tierId: string | null;
  /** The address's first line: from the buyer's address book, or as typed for this order. */
  mainLine: string | null;
  pickupPoint: OrderPickupPoint | null;
  /** The pickup point's name by locale, for the customer's message in their language. */
  pickupPointNames: ContentTranslations | null;
}

async function resolveTier(
  db: DbOrTx,
  tierId: string | null | undefined,
  shop: ShopRecord,
): Promise<string | null> {
  if (!tierId || tierId === TIER_NOT_SET) return null;
  const tier = await findTier(db, tierId);
  if (
    !tier ||
    tier.country_id !== shop.country_id ||
    (tier.shops.length > 0 && !tier.shops.includes(shop.id))
  ) {
    throw badRequest('invalid_tier', 'The tier does not apply to this shop.', {
      fields: { tier_id: 'Unknown tier for this shop.' },
    });
  }
  return tier.id;
}

async function addressLine(
  db: DbOrTx,
  input: CreateOrderInput,
  buyer: Buyer,
): Promise<string | null> {
  if (!input.delivery_address_id) return input.customer_delivery_address?.main_line ?? null;
  const address =
    buyer.customerId === null
      ? undefined
      : await findAddress(db, input.delivery_address_id, buyer.customerId);
  if (!address)
    throw badRequest('invalid_address', 'Unknown delivery address.', {
      fields: { delivery_address_id: 'Not one of your addresses.' },
    });
  return address.main_line;
}

/**
 * Step "check the delivery choice": the tier applies to the shop, the address is the buyer's,
 * the time range is the shop's and the pickup point serves it.
 */
export async function checkDeliveryChoice(
  db: DbOrTx,
  input: CreateOrderInput,
  shop: ShopRecord,
  buyer: Buyer,
): Promise<DeliveryChoice> {
  const tierId = await resolveTier(db, input.tier_id, shop);
  const mainLine = await addressLine(db, input, buyer);
  if (
    input.delivery_time_range_id &&
    !(await timeRangeBelongsToShop(db, input.delivery_time_range_id, shop.id))
  ) {
    throw badRequest('invalid_time_range', 'Unknown delivery time range for this shop.', {
      fields: { delivery_time_range_id: 'Not a time range of this shop.' },
    });
  }
  const resolved = input.pickup_point_shop_id
    ? await resolvePickupPoint(db, shop.id, input.pickup_point_shop_id)
    : null;
  if (!resolved) return { tierId, mainLine, pickupPoint: null, pickupPointNames: null };
  const { translations, ...pickupPoint } = resolved;
  return { tierId, mainLine, pickupPoint, pickupPointNames: translations };
}
