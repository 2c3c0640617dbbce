import { useBusState, type SessionCustomer } from '@barrio/shared/bus';

export interface OrdersCustomer {
  customer: SessionCustomer | null;
  countryId: number | null;
  /** The country's delivery_code flag: whether orders are handed over against a code. */
  deliveryCodeEnabled: boolean;
}

/** The signed-in customer, country and flags from the shell's context. */
export function useOrdersCustomer(): OrdersCustomer {
  const context = useBusState('shell:context-changed');
  return {
    customer: context?.customer ?? null,
    countryId: context?.countryId ?? context?.shop?.country_id ?? null,
    deliveryCodeEnabled: context?.flags.delivery_code === true,
  };
}
