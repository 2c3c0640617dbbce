// The contracts between the shell, the remotes and the API, declared once.
export type {
  AddressBookPageProps,
  AddressPickerProps,
  CartBarProps,
  CartPageProps,
  CheckoutPageProps,
  CheckoutSlots,
  ConfirmationPageProps,
  ExposedModuleId,
  ExposedModules,
  ImplementsExposedModule,
  ManagerOrderPageProps,
  ManagerOrdersPageProps,
  MyOrdersPageProps,
  MyOrdersSlots,
  PickedProduct,
  ProductPickerProps,
  PickupPointPickerProps,
  ShopPageProps,
  WalletPageProps,
  WalletSwitchProps,
} from './exposed-modules';
export {
  deliveryTimeRangeSchema,
  locationSchema,
  shopSchema,
  type DeliveryTimeRange,
  type Shop,
  type ShopContext,
} from './api/shop';
export {
  customerRoleSchema,
  signedInCustomerSchema,
  type CustomerRole,
  type SignedInCustomer,
} from './api/customer';
export { reorderPlanSchema, type ReorderPlan } from './api/reorder';
export {
  MAX_PRODUCT_IDS,
  catalogProductSchema,
  productsByIdsSchema,
  type ProductsByIds,
} from './api/product';
export { contentLocaleSchema, type ContentLocale } from './api/content-locale';
