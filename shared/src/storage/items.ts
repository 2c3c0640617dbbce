import { z } from '../zod';
import { STORAGE_KEYS } from './keys';
import {
  couponDataSchema,
  distanceTypeSchema,
  lastOrderSchema,
  storedCartSchema,
  storedCustomerSchema,
} from './schemas';
import { defineJsonItem, defineTextItem } from './stored-item';

const nonEmpty = z.string().check(z.minLength(1));
const money = z.number();

export const cartStorage = defineJsonItem(STORAGE_KEYS.cart, storedCartSchema);
export const cartTotalStorage = defineJsonItem(STORAGE_KEYS.total, money);
export const cartQuantityStorage = defineJsonItem(
  STORAGE_KEYS.quantity,
  z.number().check(z.gte(0)),
);
/** The order detail text the checkout builds from the cart. */
export const cartDetailStorage = defineTextItem(STORAGE_KEYS.detail, z.string());

export const customerStorage = defineJsonItem(STORAGE_KEYS.customer, storedCustomerSchema);
export const customerIdStorage = defineJsonItem(
  STORAGE_KEYS.customerId,
  z.number().check(z.int(), z.positive()),
);
export const customerEmailStorage = defineTextItem(STORAGE_KEYS.customerEmail, nonEmpty);
export const tierIdStorage = defineTextItem(STORAGE_KEYS.tierId, nonEmpty);

export const closeBannerStorage = defineJsonItem(STORAGE_KEYS.closeBanner, z.boolean());
export const visitCountStorage = defineJsonItem(
  STORAGE_KEYS.visitCount,
  z.number().check(z.int(), z.gte(0)),
);
export const geoConfirmedStorage = defineJsonItem(STORAGE_KEYS.geoConfirmed, z.boolean());
export const nativeAppStorage = defineJsonItem(STORAGE_KEYS.isNativeApp, z.boolean());

export const lastOrderStorage = defineJsonItem(STORAGE_KEYS.lastOrder, lastOrderSchema);
export const couponDataStorage = defineJsonItem(STORAGE_KEYS.couponData, couponDataSchema);
export const minimumPurchaseAmountStorage = defineJsonItem(
  STORAGE_KEYS.minimumPurchaseAmount,
  money.check(z.gte(0)),
);
export const distanceTypeStorage = defineTextItem(STORAGE_KEYS.distanceType, distanceTypeSchema);
export const pushTokenSavedAtStorage = defineJsonItem(
  STORAGE_KEYS.pushTokenSavedAt,
  z.number().check(z.int(), z.nonnegative()),
);

const debugBusStorage = defineTextItem(STORAGE_KEYS.debugBus, z.string());

/** `localStorage.barrio_debug_bus = '1'` turns the bus's development log on. */
export function isBusDebugFlagSet(): boolean {
  return debugBusStorage.get() === '1';
}
