// The contracts between the shell, the remotes and the API, declared once.
export type {
  AddressBookPageProps,
  AddressPickerProps,
  CartBarProps,
  CartPageProps,
  CheckoutPageProps,
  CheckoutSlots,
  ConfirmationPageProps,
  ExposedModuleHydration,
  ExposedModuleId,
  ExposedModules,
  ImplementsExposedModule,
  ManagerOrderPageProps,
  ManagerOrdersPageProps,
  ShopSummaryPageProps,
  MyOrdersPageProps,
  MyOrdersSlots,
  PickedProduct,
  PrepareExposedModule,
  ProductPickerProps,
  PickupPointPickerProps,
  ShopPageProps,
  ShopPageSlots,
  ProductCartControlProps,
  WalletPageProps,
  WalletSwitchProps,
} from './exposed-modules';
export { EXPOSED_MODULE_HYDRATION } from './exposed-modules';
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
  productsPageSchema,
  type ProductsByIds,
  type ProductsPage,
} from './api/product';
export { contentLocaleSchema, type ContentLocale } from './api/content-locale';
export {
  cancelOrderPayloadSchema,
  couponErrorSchema,
  deliveryCodeSchema,
  deliveryDatePartsSchema,
  editOrderPayloadSchema,
  guestCustomerSchema,
  orderDeliveryAddressSchema,
  orderEnvelopeSchema,
  orderLineSchema,
  orderLimitErrorSchema,
  orderListSchema,
  orderPayloadLineSchema,
  orderPayloadSchema,
  orderQuantitySchema,
  orderSchema,
  orderStatusSchema,
  paymentStatusSchema,
  placedOrderEnvelopeSchema,
  type CancelOrderPayload,
  type CustomerOrderPayload,
  type DeliveryCode,
  type EditOrderPayload,
  type GuestOrderPayload,
  type Order,
  type OrderDeliveryAddress,
  type OrderLimit,
  type OrderLine,
  type OrderList,
  type OrderPayload,
  type PlacedOrder,
} from './api/order';
export {
  paymentLinkSchema,
  paymentLinkStatusSchema,
  paymentViewSchema,
  type PaymentLink,
  type PaymentView,
} from './api/payment';
export {
  managerOrderEnvelopeSchema,
  managerOrderSchema,
  managerOrdersListSchema,
  type ManagerOrder,
  type ManagerOrdersList,
} from './api/manager-order';
export {
  PICKUP_POINT_ORDER_STATUSES,
  pickupPointOrderSchema,
  pickupPointOrdersSchema,
  pickupPointSchema,
  type PickupPointOrder,
  type PickupPointOrders,
} from './api/pickup-point-orders';
export {
  bannerSchema,
  bannersSchema,
  bannerTypeSchema,
  brandSchema,
  brandsSchema,
  categoriesSchema,
  categorySchema,
  menuSchema,
  menusSchema,
  type Banner,
  type Brand,
  type Category,
  type Menu,
} from './api/catalog-navigation';
export {
  WALLET_MOVEMENT_KINDS,
  walletBalanceSchema,
  walletMovementSchema,
  walletMovementsPageSchema,
  type WalletBalance,
  type WalletMovement,
  type WalletMovementsPage,
} from './api/wallet';
export {
  neighbourGroupSchema,
  neighbourOrderSchema,
  neighbourOrdersSchema,
  neighbourSchema,
  neighbourInvitedSchema,
  neighbourInvitationSchema,
  neighbourInvitationsSchema,
  type Neighbour,
  type NeighbourInvited,
  type NeighbourInvitation,
  type NeighbourGroup,
  type NeighbourOrder,
} from './api/leader';
export { couponValidationSchema, type CouponValidation } from './api/coupon';
export { minimumOrderErrorSchema, type MinimumOrderError } from './api/minimum-order';
export { shopPaymentAccountsSchema, type ShopPaymentAccount } from './api/payment';
export { pushPublicKeySchema } from './api/push';
export { savedAddressSchema, savedAddressesSchema, type SavedAddress } from './api/address';
export { geoSchema, type Geo } from './api/geo';
export { countrySchema, type CountryInfo } from './api/country';
export { tierSchema, type Tier } from './api/tier';
export { nearbyPointSchema, nearbyPointsSchema, type NearbyPoint } from './api/nearby-point';
export { sessionSchema, type Session } from './api/customer';
export {
  BUS_EVENT_SCHEMAS,
  addToCartRequestSchema,
  cartSnapshotSchema,
  contextChangedPayloadSchema,
  type BusEventPayloads,
  type BusEventSchemas,
} from './bus-events';
export {
  RELEASE_REPORTS_PER_REQUEST,
  releaseReportKindSchema,
  releaseReportSchema,
  releaseReportsSchema,
  type ReleaseReport,
  type ReleaseReportKind,
} from './api/release-report';
