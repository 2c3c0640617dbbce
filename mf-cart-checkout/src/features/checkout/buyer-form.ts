import { normalizePhone, parsePhone } from '@barrio/shared/phone';

export type DeliveryMode = 'pickup' | 'delivery';

/** SPEC §3's buyer form plus the checkout's delivery choices. */
export interface CheckoutFormValues {
  nombre: string;
  apellido: string;
  telefono: string;
  comentario: string;
  payment_method: number | null;
  email: string;
  deliveryMode: DeliveryMode;
  /** Home delivery typed by hand (used when no saved address is selected). */
  addressMainLine: string;
  addressDetails: string;
  /** YYYY-MM-DD, one of the shop's delivery_days. */
  deliveryDay: string;
  timeRangeId: number | null;
  couponCode: string;
  /** A community leader ordering for a customer of their shop. */
  onBehalf: boolean;
  onBehalfCustomerId: string;
}

export type CheckoutField =
  | 'nombre'
  | 'apellido'
  | 'telefono'
  | 'email'
  | 'payment_method'
  | 'addressMainLine'
  | 'deliveryDay'
  | 'onBehalfCustomerId';

/** Why a field is refused; the component turns each into a message in the shopper's locale. */
export type CheckoutFieldError =
  'required' | 'phone_invalid' | 'email_invalid' | 'customer_id_invalid';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutFieldError>>;

export interface ValidationContext {
  countryId: number;
  /** Payment method ids offered here. */
  paymentMethodIds: readonly number[];
  /** The shop offers delivery days to choose from. */
  hasDeliveryDays: boolean;
  /** A saved address (address book) is selected for home delivery. */
  hasSelectedAddress: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkoutPhone(raw: string, countryId: number): string {
  return normalizePhone(raw, countryId);
}

/**
 * What is wrong with a typed phone, by the same rule as sign-in and the gateway (parsePhone:
 * a valid number of the shop's country, as people type it), or null when it can be used.
 */
export function phoneFieldError(
  raw: string,
  countryId: number,
): 'required' | 'phone_invalid' | null {
  if (!raw.trim()) return 'required';
  return parsePhone(raw, countryId).ok ? null : 'phone_invalid';
}

export function validateCheckout(
  values: CheckoutFormValues,
  context: ValidationContext,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.nombre.trim()) errors.nombre = 'required';
  if (!values.apellido.trim()) errors.apellido = 'required';
  const phone = phoneFieldError(values.telefono, context.countryId);
  if (phone) errors.telefono = phone;
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'email_invalid';
  if (values.payment_method === null || !context.paymentMethodIds.includes(values.payment_method)) {
    errors.payment_method = 'required';
  }
  if (
    values.deliveryMode === 'delivery' &&
    !context.hasSelectedAddress &&
    !values.addressMainLine.trim()
  ) {
    errors.addressMainLine = 'required';
  }
  if (context.hasDeliveryDays && !values.deliveryDay) errors.deliveryDay = 'required';
  if (values.onBehalf && !/^\d+$/.test(values.onBehalfCustomerId.trim())) {
    errors.onBehalfCustomerId = 'customer_id_invalid';
  }
  return errors;
}
