// The checkout's slots are part of its exposed contract, declared once with the shell.
export type { CheckoutSlots } from '@barrio/shared/contract';
