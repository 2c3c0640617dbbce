import { z } from '../zod';
import { STORAGE_KEYS } from './keys';
import { defineTextItem, type StoredItem } from './stored-item';

/** Fields of the checkout's buyer form (SPEC §3) and the sign-in phone that are remembered. */
export type RememberedField = 'phone' | 'nombre' | 'apellido' | 'telefono' | 'email';

const nonEmpty = z.string().check(z.minLength(1));

const rememberedItems: Record<RememberedField, StoredItem<string>> = {
  phone: defineTextItem(STORAGE_KEYS.phone, nonEmpty),
  nombre: defineTextItem(STORAGE_KEYS.buyerFirstName, nonEmpty),
  apellido: defineTextItem(STORAGE_KEYS.buyerLastName, nonEmpty),
  telefono: defineTextItem(STORAGE_KEYS.buyerPhone, nonEmpty),
  email: defineTextItem(STORAGE_KEYS.buyerEmail, nonEmpty),
};

export function getRememberedField(field: RememberedField): string | null {
  return rememberedItems[field].get();
}

/**
 * SPEC §5: remembered once not empty. A blank value never erases what was remembered, so a
 * half-filled form does not wipe the buyer's details. Returns whether it was saved.
 */
export function rememberField(field: RememberedField, value: string | null | undefined): boolean {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return false;
  rememberedItems[field].set(trimmed);
  return true;
}

export function forgetField(field: RememberedField): void {
  rememberedItems[field].remove();
}

export type BuyerDetails = Partial<Record<Exclude<RememberedField, 'phone'>, string>>;

/** The buyer form as far as it was remembered, for prefilling the checkout. */
export function getRememberedBuyer(): BuyerDetails {
  const details: BuyerDetails = {};
  for (const field of ['nombre', 'apellido', 'telefono', 'email'] as const) {
    const value = rememberedItems[field].get();
    if (value !== null) details[field] = value;
  }
  return details;
}

export function rememberBuyer(details: BuyerDetails): void {
  for (const field of ['nombre', 'apellido', 'telefono', 'email'] as const) {
    rememberField(field, details[field]);
  }
}
