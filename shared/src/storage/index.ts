export { createSafeStorage, localStore } from './safe-storage';
export type { KeyValueStore, StorageBackendResolver, StorageChangeListener } from './safe-storage';
export { defineJsonItem, defineTextItem } from './stored-item';
export type { StoredItem } from './stored-item';
export { STORAGE_KEYS } from './keys';
export type { StorageKeyName } from './keys';
export {
  cartDetailStorage,
  cartQuantityStorage,
  cartStorage,
  cartTotalStorage,
  closeBannerStorage,
  visitCountStorage,
  couponDataStorage,
  customerEmailStorage,
  customerIdStorage,
  customerStorage,
  distanceTypeStorage,
  geoConfirmedStorage,
  isBusDebugFlagSet,
  lastOrderStorage,
  minimumPurchaseAmountStorage,
  nativeAppStorage,
  pushTokenSavedAtStorage,
  tierIdStorage,
} from './items';
export type { CouponData, FbclidRecord, LastOrder, StoredCart, StoredCustomer } from './schemas';
export { clearStoredCart, readCartLines, writeCart } from './cart';
export {
  addRecentSearch,
  clearRecentSearches,
  getRecentSearches,
  removeRecentSearch,
  subscribeToRecentSearches,
} from './recent-searches';
export {
  forgetField,
  getRememberedBuyer,
  getRememberedField,
  rememberBuyer,
  rememberField,
} from './buyer-details';
export type { BuyerDetails, RememberedField } from './buyer-details';
export { createUuid, getAnonymousId, peekAnonymousId } from './anonymous-id';
export { clearFbclid, getFbclid, getFbclidExpiresAt, saveFbclid } from './fbclid';
export { canRefreshPushToken, markPushTokenSaved } from './push-token';
export { getStoredRollout, resolveRollout, storeRollout } from './feature-rollout';
export { resolveDistanceType } from './distance-type';
export { clearSession, storeSignedInCustomer } from './session';
export {
  browserSavesData,
  imageForDataMode,
  isLowDataMode,
  lowDataModeStorage,
  renderInDataMode,
  setLowDataMode,
} from './low-data';
