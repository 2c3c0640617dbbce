import { defineMessages, type NoMessageValues } from 'react-intl';

// Type aliases, not interfaces: defineMessages needs their implicit index signature.
type CheckoutMessageValues = {
  title: NoMessageValues;
  emptyCart: NoMessageValues;
  backToShop: NoMessageValues;
  loadError: NoMessageValues;
  buyerTitle: NoMessageValues;
  firstName: NoMessageValues;
  lastName: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  email: NoMessageValues;
  comment: NoMessageValues;
  commentHint: NoMessageValues;
  onBehalf: NoMessageValues;
  neighbourSearch: { group: string };
  neighbourChoose: NoMessageValues;
  suggestionsTitle: NoMessageValues;
  suggestionAdd: NoMessageValues;
  suggestionAddLabel: { name: string };
  neighbourNone: NoMessageValues;
  neighbourAdd: NoMessageValues;
  neighbourAddSave: NoMessageValues;
  neighbourPhoneTaken: NoMessageValues;
  neighbourInvited: { phone: string };
  neighbourAddFailed: NoMessageValues;
  neighboursLoadError: NoMessageValues;
  errorRequired: NoMessageValues;
  errorPhone: { country: string };
  errorEmail: NoMessageValues;
  errorCustomerId: NoMessageValues;
  errorChoosePayment: NoMessageValues;
  errorAddress: NoMessageValues;
  errorDay: NoMessageValues;
  fixErrors: NoMessageValues;
  deliveryTitle: NoMessageValues;
  pickup: NoMessageValues;
  delivery: NoMessageValues;
  pickupAt: { name: string };
  pickupHour: { hour: string };
  addressMainLine: NoMessageValues;
  addressMainLineHint: NoMessageValues;
  addressDetails: NoMessageValues;
  savedAddress: { label: string; address: string };
  deliveryDay: NoMessageValues;
  timeRange: NoMessageValues;
  anyTime: NoMessageValues;
  couponTitle: NoMessageValues;
  couponCode: NoMessageValues;
  couponApply: NoMessageValues;
  couponRemove: NoMessageValues;
  couponApplied: { code: string; amount: string };
  couponCheckFailed: NoMessageValues;
  couponMinimum: { amount: string };
  couponExpired: NoMessageValues;
  couponUnknown: NoMessageValues;
  couponWrongShop: NoMessageValues;
  couponUsed: NoMessageValues;
  couponWrongCustomer: NoMessageValues;
  paymentTitle: NoMessageValues;
  summaryTitle: NoMessageValues;
  summaryTotal: NoMessageValues;
  summaryDiscount: NoMessageValues;
  summaryWallet: NoMessageValues;
  summaryRemainder: NoMessageValues;
  summaryNothingLeft: NoMessageValues;
  walletCoversAll: NoMessageValues;
  submit: { amount: string };
  orderMinimum: NoMessageValues;
  orderMinimumAmount: { amount: string };
  rejected: NoMessageValues;
  failed: NoMessageValues;
  redirecting: NoMessageValues;
  redirectingLink: NoMessageValues;
  limitTitle: NoMessageValues;
  limitDescription: NoMessageValues;
  limitLine: { name: string; allowed: string; requested: string };
  limitApply: NoMessageValues;
};

export const checkoutMessages = defineMessages<CheckoutMessageValues>({
  title: {
    id: 'checkout.page.title',
    defaultMessage: 'Finalizar pedido',
    description: 'Heading of the checkout page',
  },
  emptyCart: {
    id: 'checkout.page.empty-cart',
    defaultMessage: 'Tu carrito está vacío: agrega productos antes de finalizar el pedido.',
    description: 'Checkout page reached with an empty cart',
  },
  backToShop: {
    id: 'checkout.page.back-to-shop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link from checkout to the shop page',
  },
  loadError: {
    id: 'checkout.page.load-error',
    defaultMessage: 'No pudimos cargar los datos de la tienda.',
    description: 'The shop details needed for checkout could not be loaded',
  },
  buyerTitle: {
    id: 'checkout.buyer.title',
    defaultMessage: 'Tus datos',
    description: 'Heading of the buyer form',
  },
  firstName: {
    id: 'checkout.buyer.first-name',
    defaultMessage: 'Nombre',
    description: 'Buyer first name field',
  },
  lastName: {
    id: 'checkout.buyer.last-name',
    defaultMessage: 'Apellido',
    description: 'Buyer last name field',
  },
  phone: {
    id: 'checkout.buyer.phone',
    defaultMessage: 'Teléfono',
    description: 'Buyer phone field',
  },
  phoneHint: {
    id: 'checkout.buyer.phone-hint',
    defaultMessage: 'Con código de área. Te avisaremos por WhatsApp.',
    description: 'Hint under the phone field',
  },
  email: {
    id: 'checkout.buyer.email',
    defaultMessage: 'Correo electrónico (opcional)',
    description: 'Buyer email field',
  },
  comment: {
    id: 'checkout.buyer.comment',
    defaultMessage: 'Comentario para la tienda',
    description: 'Free-text comment of the order',
  },
  commentHint: {
    id: 'checkout.buyer.comment-hint',
    defaultMessage: 'Opcional. Por ejemplo: tocar el timbre dos veces.',
    description: 'Hint under the order comment field',
  },
  onBehalf: {
    id: 'checkout.buyer.on-behalf',
    defaultMessage: 'Hacer el pedido para un vecino de mi grupo',
    description: 'Checkbox for a community leader ordering for a member of their beneficiary group',
  },
  neighbourSearch: {
    id: 'checkout.neighbour.search',
    defaultMessage: 'Buscar en {group} por nombre o teléfono',
    description:
      'Search field over the members of the beneficiary group a community leader coordinates',
  },
  suggestionsTitle: {
    id: 'checkout.suggestions.title',
    defaultMessage: '¿Te falta algo?',
    description:
      'Heading of the last-minute suggestions (the Checkout category) on the checkout page',
  },
  suggestionAdd: {
    id: 'checkout.suggestions.add',
    defaultMessage: 'Agregar',
    description: 'Adds a last-minute suggestion to the cart',
  },
  suggestionAddLabel: {
    id: 'checkout.suggestions.add-label',
    defaultMessage: 'Agregar {name} al carrito',
    description: 'Accessible name of the add button of one suggestion',
  },
  neighbourChoose: {
    id: 'checkout.neighbour.choose',
    defaultMessage: '¿Para quién es el pedido?',
    description: 'Accessible name of the list of neighbours a leader can order for',
  },
  neighbourNone: {
    id: 'checkout.neighbour.none',
    defaultMessage: 'Nadie de tu grupo coincide con la búsqueda.',
    description: 'The neighbour search found no member of the group',
  },
  neighbourAdd: {
    id: 'checkout.neighbour.add',
    defaultMessage: 'Agregar un vecino nuevo',
    description: "Opens the form to add a new neighbour to the leader's group",
  },
  neighbourAddSave: {
    id: 'checkout.neighbour.add-save',
    defaultMessage: 'Agregar al grupo y elegir',
    description: 'Saves the new neighbour in the group and chooses them for this order',
  },
  neighbourInvited: {
    id: 'checkout.neighbour.invited',
    defaultMessage:
      'Le enviamos una invitación a {phone}. Podrás hacer pedidos para esta persona cuando la acepte en «Mis pedidos».',
    description:
      'After adding a phone that is not yet in the group: the person was invited and must accept first',
  },
  neighbourPhoneTaken: {
    id: 'checkout.neighbour.phone-taken',
    defaultMessage: 'Ese teléfono es de una persona que no está en tu grupo.',
    description: "The new neighbour's phone belongs to a customer outside the leader's group",
  },
  neighbourAddFailed: {
    id: 'checkout.neighbour.add-failed',
    defaultMessage: 'No pudimos agregar al vecino. Intenta de nuevo.',
    description: 'Adding a neighbour failed for another reason',
  },
  neighboursLoadError: {
    id: 'checkout.neighbour.load-error',
    defaultMessage: 'No pudimos cargar tu grupo. Recarga la página para intentar de nuevo.',
    description: "The leader's beneficiary group could not be loaded",
  },
  errorRequired: {
    id: 'checkout.error.required',
    defaultMessage: 'Completa este campo.',
    description: 'A required field is empty',
  },
  errorPhone: {
    id: 'checkout.error.phone',
    defaultMessage: 'Este no es un número de celular válido de {country}.',
    description: "The phone number is not a valid number of the shop's country (as sign-in says)",
  },
  errorEmail: {
    id: 'checkout.error.email',
    defaultMessage: 'Escribe un correo válido, por ejemplo nombre@correo.com.',
    description: 'The email address is not valid',
  },
  errorCustomerId: {
    id: 'checkout.error.customer-id',
    defaultMessage: 'Elige a un vecino de tu grupo o agrega uno nuevo.',
    description: 'A leader ordering on behalf of someone has not chosen the neighbour',
  },
  errorChoosePayment: {
    id: 'checkout.error.payment',
    defaultMessage: 'Elige cómo vas a pagar.',
    description: 'No payment method chosen',
  },
  errorAddress: {
    id: 'checkout.error.address',
    defaultMessage: 'Escribe la dirección de entrega.',
    description: 'Home delivery chosen without an address',
  },
  errorDay: {
    id: 'checkout.error.day',
    defaultMessage: 'Elige el día de entrega.',
    description: 'No delivery day chosen',
  },
  fixErrors: {
    id: 'checkout.error.fix-errors',
    defaultMessage: 'Revisa los campos marcados antes de enviar el pedido.',
    description: 'Summary shown when the form has errors',
  },
  deliveryTitle: {
    id: 'checkout.delivery.title',
    defaultMessage: 'Entrega',
    description: 'Heading of the delivery section',
  },
  pickup: {
    id: 'checkout.delivery.pickup',
    defaultMessage: 'Recoger en un punto',
    description: 'Option: pick the order up at a point',
  },
  delivery: {
    id: 'checkout.delivery.home',
    defaultMessage: 'Envío a domicilio',
    description: 'Option: home delivery',
  },
  pickupAt: {
    id: 'checkout.delivery.pickup-at',
    defaultMessage: 'Recoges en {name}',
    description: 'Where the order is picked up',
  },
  pickupHour: {
    id: 'checkout.delivery.pickup-hour',
    defaultMessage: 'Tu pedido estará listo a partir de las {hour}.',
    description: 'When the order can be picked up; hour is e.g. 6pm',
  },
  addressMainLine: {
    id: 'checkout.delivery.address',
    defaultMessage: 'Dirección',
    description: 'Street and number for home delivery',
  },
  addressMainLineHint: {
    id: 'checkout.delivery.address-hint',
    defaultMessage: 'Calle, número y colonia o barrio.',
    description: 'Hint under the delivery address field',
  },
  addressDetails: {
    id: 'checkout.delivery.address-details',
    defaultMessage: 'Referencias (opcional)',
    description: 'Apartment, floor or landmarks of the delivery address',
  },
  savedAddress: {
    id: 'checkout.delivery.saved-address',
    defaultMessage: 'Entregar en {label}: {address}',
    description: 'The saved address chosen for delivery',
  },
  deliveryDay: {
    id: 'checkout.delivery.day',
    defaultMessage: 'Día de entrega',
    description: 'Delivery day select',
  },
  timeRange: {
    id: 'checkout.delivery.time-range',
    defaultMessage: 'Horario',
    description: 'Delivery time range select',
  },
  anyTime: {
    id: 'checkout.delivery.any-time',
    defaultMessage: 'Cualquier horario',
    description: 'No preferred delivery time range',
  },
  couponTitle: {
    id: 'checkout.coupon.title',
    defaultMessage: 'Cupón de descuento',
    description: 'Heading of the coupon entry',
  },
  couponCode: {
    id: 'checkout.coupon.code',
    defaultMessage: 'Código del cupón',
    description: 'Coupon code field',
  },
  couponApply: {
    id: 'checkout.coupon.apply',
    defaultMessage: 'Aplicar',
    description: 'Button that validates the coupon code',
  },
  couponRemove: {
    id: 'checkout.coupon.remove',
    defaultMessage: 'Quitar cupón',
    description: 'Button that removes the applied coupon',
  },
  couponApplied: {
    id: 'checkout.coupon.applied',
    defaultMessage: 'Cupón {code} aplicado: ahorras {amount}.',
    description: 'The coupon was accepted; amount is the discount',
  },
  couponCheckFailed: {
    id: 'checkout.coupon.check-failed',
    defaultMessage: 'No pudimos revisar el cupón. Inténtalo de nuevo.',
    description: 'The coupon validation call failed',
  },
  couponMinimum: {
    id: 'checkout.coupon.minimum',
    defaultMessage: 'Este cupón pide una compra mínima de {amount}.',
    description: 'Coupon error 2: minimum purchase not reached',
  },
  couponExpired: {
    id: 'checkout.coupon.expired',
    defaultMessage: 'Este cupón venció o todavía no está vigente.',
    description: 'Coupon error 4',
  },
  couponUnknown: {
    id: 'checkout.coupon.unknown',
    defaultMessage: 'No existe un cupón con ese código.',
    description: 'Coupon error 5',
  },
  couponWrongShop: {
    id: 'checkout.coupon.wrong-shop',
    defaultMessage: 'Este cupón no es válido en esta tienda.',
    description: 'Coupon error 8',
  },
  couponUsed: {
    id: 'checkout.coupon.used',
    defaultMessage: 'Este cupón ya fue usado.',
    description: 'Coupon error 16',
  },
  couponWrongCustomer: {
    id: 'checkout.coupon.wrong-customer',
    defaultMessage: 'Este cupón no es válido para tu tipo de cliente.',
    description: 'Coupon error 128',
  },
  paymentTitle: {
    id: 'checkout.payment.title',
    defaultMessage: 'Forma de pago',
    description: 'Heading of the payment options',
  },
  summaryTitle: {
    id: 'checkout.summary.title',
    defaultMessage: 'Tu pedido',
    description: 'Heading of the order summary',
  },
  summaryTotal: {
    id: 'checkout.summary.total',
    defaultMessage: 'Total',
    description: 'Order total',
  },
  summaryDiscount: {
    id: 'checkout.summary.discount',
    defaultMessage: 'Descuento del cupón',
    description: 'Coupon discount line',
  },
  summaryWallet: {
    id: 'checkout.summary.wallet',
    defaultMessage: 'Con tu billetera',
    description: 'Summary line: what the wallet pays of the order (shown as a deduction)',
  },
  summaryRemainder: {
    id: 'checkout.summary.remainder',
    defaultMessage: 'Por pagar',
    description: 'Summary line: what is left to pay with the chosen payment method',
  },
  summaryNothingLeft: {
    id: 'checkout.summary.nothing-left',
    defaultMessage: 'Nada más por pagar',
    description: 'Summary line when the wallet covers the whole order',
  },
  walletCoversAll: {
    id: 'checkout.payment.wallet-covers-all',
    defaultMessage: 'Tu billetera cubre todo el pedido: no hay nada más que pagar.',
    description: 'Shown instead of the payment options when the wallet pays the whole order',
  },
  submit: {
    id: 'checkout.submit',
    defaultMessage: 'Enviar pedido · {amount}',
    description: 'Button that places the order',
  },
  orderMinimum: {
    id: 'checkout.outcome.order-minimum',
    defaultMessage: 'Tu pedido no alcanza el pedido mínimo de la tienda.',
    description: "The order does not reach the shop's minimum order value",
  },
  orderMinimumAmount: {
    id: 'checkout.outcome.order-minimum-amount',
    defaultMessage: 'Tu pedido no alcanza el pedido mínimo de la tienda ({amount}).',
    description: "The order does not reach the shop's minimum order value, with the amount",
  },
  rejected: {
    id: 'checkout.outcome.rejected',
    defaultMessage: 'No pudimos enviar tu pedido. Revisa tus datos e inténtalo de nuevo.',
    description: 'The order was refused for a reason the shopper may fix',
  },
  failed: {
    id: 'checkout.outcome.failed',
    defaultMessage: 'No pudimos enviar tu pedido. Inténtalo de nuevo en un momento.',
    description: 'The order call failed (network or server)',
  },
  redirecting: {
    id: 'checkout.outcome.redirecting',
    defaultMessage: 'Tu pedido quedó registrado. Te llevamos a pagar con tarjeta…',
    description: 'Shown while the browser goes to the card payment page',
  },
  redirectingLink: {
    id: 'checkout.outcome.redirecting-link',
    defaultMessage: 'Ir al pago',
    description: 'Link to the card payment page in case the browser does not go on its own',
  },
  limitTitle: {
    id: 'checkout.limit.title',
    defaultMessage: 'Algunos productos superan el límite',
    description: 'Title of the quantity limit dialog',
  },
  limitDescription: {
    id: 'checkout.limit.description',
    defaultMessage: 'Puedes ajustar las cantidades a lo permitido y enviar el pedido.',
    description: 'Explains the quantity limit dialog',
  },
  limitLine: {
    id: 'checkout.limit.line',
    defaultMessage: '{name}: pediste {requested}, puedes pedir {allowed}.',
    description:
      'One product over its limit; requested and allowed are formatted ("3", or "750 g" for a product sold by weight)',
  },
  limitApply: {
    id: 'checkout.limit.apply',
    defaultMessage: 'Ajustar cantidades',
    description: 'Button that applies the allowed quantities',
  },
});

type PaymentMessageValues = {
  payInto: { amount: string; holder: string; account: string };
  cash: NoMessageValues;
  cashDescription: NoMessageValues;
  bankTransfer: NoMessageValues;
  bankTransferDescription: NoMessageValues;
  wallet: NoMessageValues;
  walletDescription: NoMessageValues;
  walletCash: NoMessageValues;
  walletCashDescription: NoMessageValues;
  yape: NoMessageValues;
  yapeDescription: NoMessageValues;
  bcp: NoMessageValues;
  bcpDescription: NoMessageValues;
  paymentLink: NoMessageValues;
  paymentLinkDescription: NoMessageValues;
};

/** Labels of the payment options, by PAYMENT_METHOD id. */
export const paymentMessages = defineMessages<PaymentMessageValues>({
  cash: {
    id: 'checkout.payment.cash',
    defaultMessage: 'Efectivo',
    description: 'Payment option: cash on pickup',
  },
  cashDescription: {
    id: 'checkout.payment.cash-description',
    defaultMessage: 'Pagas al recoger tu pedido.',
    description: 'Explains the cash payment option',
  },
  bankTransfer: {
    id: 'checkout.payment.bank-transfer',
    defaultMessage: 'Transferencia bancaria',
    description: 'Payment option: bank transfer',
  },
  bankTransferDescription: {
    id: 'checkout.payment.bank-transfer-description',
    defaultMessage: 'Transfiere el total a la cuenta de la tienda.',
    description: 'Explains the bank transfer option',
  },
  wallet: {
    id: 'checkout.payment.wallet',
    defaultMessage: 'Billetera',
    description: 'Payment option: wallet balance',
  },
  walletDescription: {
    id: 'checkout.payment.wallet-description',
    defaultMessage: 'Pagas con el saldo de tu billetera.',
    description: 'Explains the wallet option',
  },
  walletCash: {
    id: 'checkout.payment.wallet-cash',
    defaultMessage: 'Billetera contra entrega',
    description: 'Payment option: wallet, cash on delivery',
  },
  walletCashDescription: {
    id: 'checkout.payment.wallet-cash-description',
    defaultMessage: 'Pagas en efectivo al recibir y se acredita en tu billetera.',
    description: 'Explains the wallet cash-on-delivery option',
  },
  yape: {
    id: 'checkout.payment.yape',
    defaultMessage: 'Yape',
    description: 'Payment option: Yape (Peru)',
  },
  yapeDescription: {
    id: 'checkout.payment.yape-description',
    defaultMessage: 'Pagas con Yape al número de la tienda.',
    description: 'Explains the Yape option',
  },
  bcp: {
    id: 'checkout.payment.bcp',
    defaultMessage: 'Transferencia BCP',
    description: 'Payment option: BCP bank transfer (Peru)',
  },
  bcpDescription: {
    id: 'checkout.payment.bcp-description',
    defaultMessage: 'Transfiere el total a la cuenta BCP de la tienda.',
    description: 'Explains the BCP transfer option',
  },
  paymentLink: {
    id: 'checkout.payment.link',
    defaultMessage: 'Tarjeta (link de pago)',
    description: 'Payment option: online card payment link',
  },
  paymentLinkDescription: {
    id: 'checkout.payment.link-description',
    defaultMessage: 'Al enviar el pedido te llevamos a pagar con tarjeta.',
    description: 'Explains the online payment link option',
  },
  payInto: {
    id: 'checkout.payment.pay-into',
    defaultMessage:
      'Paga {amount} a {holder}: {account}. Te lo recordamos en la confirmación y en el mensaje.',
    description: "The shop's account and the amount for transfer, Yape or BCP at checkout",
  },
});
