import { validateCheckout, type CheckoutFormValues, type ValidationContext } from './buyer-form';

const values = (overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  nombre: 'Ana',
  apellido: 'Pérez',
  telefono: '+52 55 5555 0001',
  comentario: '',
  payment_method: 1,
  email: '',
  deliveryMode: 'pickup',
  addressMainLine: '',
  addressDetails: '',
  deliveryDay: '2026-11-23',
  timeRangeId: null,
  couponCode: '',
  onBehalf: false,
  onBehalfCustomerId: '',
  ...overrides,
});

const context: ValidationContext = {
  countryId: 2,
  paymentMethodIds: [1, 2, 7],
  hasDeliveryDays: true,
  hasSelectedAddress: false,
};

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(values(), context)).toEqual({});
  });

  it('requires name, surname, phone, a payment method and a delivery day', () => {
    expect(
      validateCheckout(
        values({ nombre: ' ', apellido: '', telefono: '', payment_method: null, deliveryDay: '' }),
        context,
      ),
    ).toEqual({
      nombre: 'required',
      apellido: 'required',
      telefono: 'required',
      payment_method: 'required',
      deliveryDay: 'required',
    });
  });

  it('refuses phones that do not normalise to an international number, and bad emails', () => {
    expect(validateCheckout(values({ telefono: '12-34', email: 'ana@' }), context)).toEqual({
      telefono: 'phone_invalid',
      email: 'email_invalid',
    });
  });

  it('accepts an Argentine local number once normalised to +549', () => {
    expect(
      validateCheckout(values({ telefono: '11 2345 6789' }), { ...context, countryId: 1 }),
    ).toEqual({});
  });

  it('refuses a payment method the country does not offer', () => {
    expect(validateCheckout(values({ payment_method: 5 }), context)).toEqual({
      payment_method: 'required',
    });
  });

  it('needs an address for home delivery unless a saved one is selected', () => {
    const delivery = values({ deliveryMode: 'delivery' });
    expect(validateCheckout(delivery, context)).toEqual({ addressMainLine: 'required' });
    expect(validateCheckout(delivery, { ...context, hasSelectedAddress: true })).toEqual({});
  });

  it('needs a numeric customer id when a leader orders on behalf of a customer', () => {
    expect(
      validateCheckout(values({ onBehalf: true, onBehalfCustomerId: 'abc' }), context),
    ).toEqual({
      onBehalfCustomerId: 'customer_id_invalid',
    });
    expect(validateCheckout(values({ onBehalf: true, onBehalfCustomerId: '77' }), context)).toEqual(
      {},
    );
  });
});
