import { useCallback, useEffect, useState } from 'react';
import type { Shop } from '@barrio/shared/contract';
import type { SessionCustomer } from '@barrio/shared/bus';
import { getRememberedBuyer, rememberField } from '@barrio/shared/storage';
import type { CheckoutFormValues } from '../buyer-form';

const REMEMBERED = ['nombre', 'apellido', 'telefono', 'email'] as const;
type RememberedKey = (typeof REMEMBERED)[number];

function isRemembered(field: keyof CheckoutFormValues): field is RememberedKey {
  return (REMEMBERED as readonly string[]).includes(field);
}

function initialValues(
  shop: Shop,
  customer: SessionCustomer | null,
  defaultPaymentMethod: number | null,
): CheckoutFormValues {
  const remembered = getRememberedBuyer();
  return {
    nombre: customer?.name || remembered.nombre || '',
    apellido: customer?.last_name || remembered.apellido || '',
    telefono: customer?.phone || remembered.telefono || '',
    email: customer?.email || remembered.email || '',
    comentario: '',
    payment_method: defaultPaymentMethod,
    deliveryMode: 'pickup',
    addressMainLine: '',
    addressDetails: '',
    deliveryDay: shop.delivery_days[0] ?? '',
    timeRangeId: null,
    couponCode: '',
    onBehalf: false,
    onBehalfCustomerId: '',
  };
}

/** The checkout form's values, prefilled from the session or what this browser remembers. */
export function useCheckoutForm(
  shop: Shop,
  customer: SessionCustomer | null,
  defaultPaymentMethod: number | null,
) {
  const [values, setValues] = useState(() => initialValues(shop, customer, defaultPaymentMethod));

  // After a reload the session may arrive after the form: fill what is still empty from it.
  const customerId = customer?.id ?? null;
  useEffect(() => {
    if (!customer) return;
    setValues((current) => ({
      ...current,
      nombre: current.nombre || customer.name || '',
      apellido: current.apellido || customer.last_name || '',
      telefono: current.telefono || customer.phone || '',
      email: current.email || customer.email || '',
    }));
    // Once per customer: typing over a prefilled field must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId]);

  const setField = useCallback(
    <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      // SPEC §5: name, surname, phone and email are remembered once not empty.
      if (isRemembered(field) && typeof value === 'string') rememberField(field, value);
    },
    [],
  );

  return { values, setField };
}
