import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type MyOrdersMessageValues = {
  title: NoMessageValues;
  backToShop: NoMessageValues;
  signInTitle: NoMessageValues;
  signInBody: NoMessageValues;
  signInButton: NoMessageValues;
  empty: NoMessageValues;
  listError: NoMessageValues;
  loadMore: NoMessageValues;
  emptyConfirmed: NoMessageValues;
  filterLabel: NoMessageValues;
  filterAll: NoMessageValues;
  filterConfirmed: NoMessageValues;
  refundShown: { amount: string };
  lineCount: { count: number };
  viewDetail: NoMessageValues;
  viewDetailLabel: { code: string };
  backToList: NoMessageValues;
  detailError: NoMessageValues;
  detailNotFound: NoMessageValues;
  shop: { shop: string };
  cancelOrder: NoMessageValues;
  cancelTitle: NoMessageValues;
  reasonCustomerCanceled: NoMessageValues;
  reasonInvalidData: NoMessageValues;
  reasonDropoffClosed: NoMessageValues;
  cancelConfirm: NoMessageValues;
  cancelKeep: NoMessageValues;
  cancelError: NoMessageValues;
  cancelNotAllowed: NoMessageValues;
  canceledNotice: { code: string };
  cancelReasonShown: { reason: string };
  reorder: NoMessageValues;
  reorderLabel: { code: string };
  reorderError: NoMessageValues;
  reorderAdded: { count: number };
  reorderUnavailable: { names: string };
  reorderLimited: { items: string };
  reorderLimitedItem: { name: string; allowed: number };
  reorderGoToCart: NoMessageValues;
  editOrder: NoMessageValues;
  editHint: NoMessageValues;
  editRemovedHint: NoMessageValues;
  editSave: NoMessageValues;
  editDiscard: NoMessageValues;
  editEmpty: NoMessageValues;
  editSaved: NoMessageValues;
  editAddedHint: NoMessageValues;
  editAddProducts: NoMessageValues;
  editNotEditable: NoMessageValues;
  editLimit: NoMessageValues;
  editMinimum: NoMessageValues;
  editCouponMinimum: NoMessageValues;
  editWallet: NoMessageValues;
  editError: NoMessageValues;
  deliveryCodeTitle: NoMessageValues;
  deliveryCodeHint: NoMessageValues;
  deliveryCodeShow: NoMessageValues;
  deliveryCodeError: NoMessageValues;
  deliveryCodeNotUsed: NoMessageValues;
};

export const myOrdersMessages = defineMessages<MyOrdersMessageValues>({
  title: {
    id: 'orders.page.title',
    defaultMessage: 'Mis pedidos',
    description: 'Heading of the customer orders page',
  },
  backToShop: {
    id: 'orders.page.back-to-shop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link from the orders page back to the shop catalogue',
  },
  signInTitle: {
    id: 'orders.sign-in.title',
    defaultMessage: 'Inicia sesión para ver tus pedidos',
    description: 'Heading shown to a guest on the orders page',
  },
  signInBody: {
    id: 'orders.sign-in.body',
    defaultMessage:
      'Tus pedidos quedan guardados en tu cuenta. Entra con tu número de teléfono para verlos.',
    description: 'Explains to a guest why they must sign in to see orders',
  },
  signInButton: {
    id: 'orders.sign-in.button',
    defaultMessage: 'Iniciar sesión',
    description: 'Button that asks the shell to open the sign-in screen',
  },
  empty: {
    id: 'orders.list.empty',
    defaultMessage: 'Todavía no tienes pedidos.',
    description: 'Shown when the customer has never ordered',
  },
  listError: {
    id: 'orders.list.error',
    defaultMessage: 'No pudimos cargar tus pedidos.',
    description: 'Shown when the orders list request fails',
  },
  loadMore: {
    id: 'orders.list.load-more',
    defaultMessage: 'Ver más pedidos',
    description: 'Button that loads the next page of older orders',
  },
  emptyConfirmed: {
    id: 'orders.list.empty-confirmed',
    defaultMessage: 'No tienes pedidos confirmados.',
    description: 'Shown when the confirmed-only filter finds no orders',
  },
  filterLabel: {
    id: 'orders.list.filter-label',
    defaultMessage: 'Qué pedidos ver',
    description: 'Accessible name of the group of list filter buttons',
  },
  filterAll: {
    id: 'orders.list.filter-all',
    defaultMessage: 'Todos',
    description: 'Filter button: show every order',
  },
  filterConfirmed: {
    id: 'orders.list.filter-confirmed',
    defaultMessage: 'Solo confirmados',
    description: 'Filter button: show only confirmed orders',
  },
  refundShown: {
    id: 'orders.detail.refund',
    defaultMessage: 'Devuelto a tu billetera: {amount}',
    description: 'What went back to the wallet for an order after a cancel or an edit',
  },
  lineCount: {
    id: 'orders.card.line-count',
    defaultMessage: '{count, plural, one {# producto} other {# productos}}',
    description: 'How many different products an order has',
  },
  viewDetail: {
    id: 'orders.card.view-detail',
    defaultMessage: 'Ver detalle',
    description: 'Link that opens the detail of an order',
  },
  viewDetailLabel: {
    id: 'orders.card.view-detail-label',
    defaultMessage: 'Ver detalle del pedido {code}',
    description: 'Accessible name of the link that opens the detail of the order with this code',
  },
  backToList: {
    id: 'orders.detail.back',
    defaultMessage: 'Volver a mis pedidos',
    description: 'Link from an order detail back to the list',
  },
  detailError: {
    id: 'orders.detail.error',
    defaultMessage: 'No pudimos cargar este pedido.',
    description: 'Shown when an order detail request fails',
  },
  detailNotFound: {
    id: 'orders.detail.not-found',
    defaultMessage: 'No encontramos este pedido en tu cuenta.',
    description: 'Shown when the order does not exist or belongs to someone else',
  },
  shop: {
    id: 'orders.detail.shop',
    defaultMessage: 'Tienda: {shop}',
    description: 'The shop the order was placed in',
  },
  cancelOrder: {
    id: 'orders.detail.cancel',
    defaultMessage: 'Cancelar pedido',
    description: 'Button that opens the cancellation dialog',
  },
  cancelTitle: {
    id: 'orders.cancel.title',
    defaultMessage: '¿Por qué quieres cancelar el pedido?',
    description: 'Title of the dialog asking the reason for cancelling an order (SPEC §4)',
  },
  reasonCustomerCanceled: {
    id: 'orders.cancel.reason.customer-canceled',
    defaultMessage: 'Ya no quiero el pedido',
    description: 'Cancellation reason customer_canceled',
  },
  reasonInvalidData: {
    id: 'orders.cancel.reason.invalid-data',
    defaultMessage: 'Hay un error en el pedido',
    description: 'Cancellation reason invalid_data',
  },
  reasonDropoffClosed: {
    id: 'orders.cancel.reason.dropoff-closed-point',
    defaultMessage: 'El punto de entrega está cerrado',
    description: 'Cancellation reason dropoff_closed_point',
  },
  cancelConfirm: {
    id: 'orders.cancel.confirm',
    defaultMessage: 'Cancelar pedido',
    description: 'Dialog button that cancels the order with the chosen reason',
  },
  cancelKeep: {
    id: 'orders.cancel.keep',
    defaultMessage: 'Conservar pedido',
    description: 'Dialog button that closes the dialog without cancelling',
  },
  cancelError: {
    id: 'orders.cancel.error',
    defaultMessage: 'No pudimos cancelar el pedido. Inténtalo de nuevo.',
    description: 'Shown in the dialog when the cancellation request fails',
  },
  cancelNotAllowed: {
    id: 'orders.cancel.not-allowed',
    defaultMessage: 'Este pedido ya no se puede cancelar.',
    description: 'Shown when the server refuses to cancel because of the order status',
  },
  cancelReasonShown: {
    id: 'orders.detail.cancel-reason',
    defaultMessage: 'Motivo de la cancelación: {reason}',
    description: 'Why a canceled order was canceled',
  },
  reorder: {
    id: 'orders.reorder.button',
    defaultMessage: 'Volver a pedir',
    description: 'Puts a past order back in the cart',
  },
  reorderLabel: {
    id: 'orders.reorder.label',
    defaultMessage: 'Volver a pedir lo del pedido {code}',
    description: 'Accessible name of the reorder button of one order',
  },
  reorderError: {
    id: 'orders.reorder.error',
    defaultMessage: 'No pudimos volver a cargar este pedido. Intenta de nuevo.',
    description: 'Reordering failed',
  },
  reorderAdded: {
    id: 'orders.reorder.added',
    defaultMessage:
      '{count, plural, =0 {Ningún producto volvió al carrito.} one {Agregamos # producto al carrito con el precio de hoy.} other {Agregamos # productos al carrito con los precios de hoy.}}',
    description: 'How many lines of the past order went back in the cart',
  },
  reorderUnavailable: {
    id: 'orders.reorder.unavailable',
    defaultMessage: 'Ya no están disponibles: {names}.',
    description: 'Products of the past order the shop no longer sells',
  },
  reorderLimited: {
    id: 'orders.reorder.limited',
    defaultMessage: 'Con límite por pedido: {items}.',
    description: 'Products of the past order capped below the past quantity',
  },
  reorderLimitedItem: {
    id: 'orders.reorder.limited-item',
    defaultMessage: '{name} (hasta {allowed})',
    description: 'One capped product and how many units can be ordered',
  },
  reorderGoToCart: {
    id: 'orders.reorder.go-to-cart',
    defaultMessage: 'Ver el carrito',
    description: 'Link to the cart after reordering',
  },
  canceledNotice: {
    id: 'orders.cancel.done',
    defaultMessage: 'Cancelaste el pedido {code}.',
    description: 'Confirmation after an order was cancelled',
  },
  editOrder: {
    id: 'orders.edit.start',
    defaultMessage: 'Modificar pedido',
    description: 'Button that switches the order detail into edit mode',
  },
  editHint: {
    id: 'orders.edit.hint',
    defaultMessage: 'Cambia las cantidades o quita productos. El total se recalcula al guardar.',
    description: 'Explains the edit-order mode',
  },
  editRemovedHint: {
    id: 'orders.edit.removed',
    defaultMessage: 'Se quitará del pedido',
    description: 'Under a line whose quantity was set to zero in edit mode',
  },
  editSave: {
    id: 'orders.edit.save',
    defaultMessage: 'Guardar cambios',
    description: 'Button that sends the order changes',
  },
  editDiscard: {
    id: 'orders.edit.discard',
    defaultMessage: 'Descartar cambios',
    description: 'Button that leaves edit mode without saving',
  },
  editEmpty: {
    id: 'orders.edit.empty',
    defaultMessage:
      'Un pedido necesita al menos un producto. Si ya no quieres ninguno, cancela el pedido.',
    description: 'Shown when every line was set to zero in edit mode',
  },
  editAddedHint: {
    id: 'orders.edit.added-hint',
    defaultMessage: 'Nuevo en el pedido; el precio se confirma al guardar.',
    description: 'Under a product added while editing an order',
  },
  editAddProducts: {
    id: 'orders.edit.add-products',
    defaultMessage: 'Agregar productos al pedido',
    description: 'Accessible name of the product picker region of the edit-order mode',
  },
  editSaved: {
    id: 'orders.edit.saved',
    defaultMessage: 'Guardamos los cambios de tu pedido.',
    description: 'Confirmation after the order changes were saved',
  },
  editNotEditable: {
    id: 'orders.edit.not-editable',
    defaultMessage: 'Este pedido ya no se puede modificar.',
    description: 'Shown when the server refuses changes because of the order status or date',
  },
  editLimit: {
    id: 'orders.edit.limit',
    defaultMessage: 'Alguna cantidad supera el límite permitido para ese producto.',
    description: 'Shown when a new quantity exceeds the product limit',
  },
  editMinimum: {
    id: 'orders.edit.minimum',
    defaultMessage: 'Con estos cambios el pedido no alcanza el monto mínimo de la tienda.',
    description: 'Shown when the changed order is below the shop minimum order value',
  },
  editCouponMinimum: {
    id: 'orders.edit.coupon-minimum',
    defaultMessage: 'Con estos cambios el pedido ya no alcanza la compra mínima de tu cupón.',
    description: 'Shown when the changed order is below the coupon minimum purchase',
  },
  editWallet: {
    id: 'orders.edit.wallet',
    defaultMessage: 'El saldo de tu billetera no alcanza para el nuevo total.',
    description: 'Shown when the wallet cannot pay the higher total',
  },
  editError: {
    id: 'orders.edit.error',
    defaultMessage: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
    description: 'Shown when saving the order changes fails for another reason',
  },
  deliveryCodeTitle: {
    id: 'orders.delivery-code.title',
    defaultMessage: 'Código de entrega',
    description: 'Heading of the section with the code the customer gives the shop at delivery',
  },
  deliveryCodeHint: {
    id: 'orders.delivery-code.hint',
    defaultMessage: 'Díctale este código a la tienda cuando recibas tu pedido.',
    description: 'Explains what the delivery code is for',
  },
  deliveryCodeShow: {
    id: 'orders.delivery-code.show',
    defaultMessage: 'Ver código de entrega',
    description: 'Button that requests the delivery code',
  },
  deliveryCodeError: {
    id: 'orders.delivery-code.error',
    defaultMessage: 'No pudimos obtener el código de entrega.',
    description: 'Shown when the delivery code request fails',
  },
  deliveryCodeNotUsed: {
    id: 'orders.delivery-code.not-used',
    defaultMessage: 'Este pedido no necesita código de entrega.',
    description: 'Shown when the order country or status does not use a delivery code',
  },
});
