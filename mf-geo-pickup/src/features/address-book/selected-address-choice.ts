import { createSafeStorage, defineJsonItem } from '@barrio/shared/storage';
import { z } from '@barrio/shared/zod';

const choiceSchema = z.object({
  /** Whose choice it is: null for a guest. Another customer on this tab never inherits it. */
  customer_id: z.nullable(z.number()),
  address: z.object({
    id: z.number(),
    label: z.string(),
    main_line: z.string(),
    details: z.nullable(z.string()),
    lat: z.nullable(z.number()),
    lng: z.nullable(z.number()),
  }),
});

export type SelectedAddressChoice = z.infer<typeof choiceSchema>;

function browserSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/**
 * The address last chosen for delivery ("Dirección de entrega"), kept for this tab: the bus
 * forgets it on a reload, and checkout must still find the address the book shows as chosen.
 */
export const selectedAddressItem = defineJsonItem(
  'delivery_address_choice',
  choiceSchema,
  createSafeStorage(browserSessionStorage),
);
