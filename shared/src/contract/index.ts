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
  cancelOrderPayloadSchema,
  deliveryCodeSchema,
  deliveryDatePartsSchema,
  editOrderPayloadSchema,
  guestCustomerSchema,
  orderDeliveryAddressSchema,
  orderEnvelopeSchema,
  orderLineSchema,
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
  type OrderLine,
  type OrderList,
  type OrderPayload,
  type PlacedOrder,
} from './api/order';
export { catalogProductSchema, productsPageSchema, type ProductsPage } from './api/catalog';
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
  type ManagerOrder,
} from './api/manager-order';
