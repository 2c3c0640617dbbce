import type { Bus } from './create-bus';
import { bus as globalBus } from './global-bus';
import { useBusSelector } from './use-bus';

/**
 * Whether the current shop's country sells by-weight products in quarter kilos: the shell's
 * evaluation of the `decimal_quantities` flag, announced with its context. Off until announced.
 * Read as one boolean: every product card asks, and re-renders only when the flag itself turns.
 */
export function useDecimalQuantities(source: Bus = globalBus): boolean {
  return useBusSelector(
    'shell:context-changed',
    (context) => context?.flags.decimal_quantities === true,
    source,
  );
}
