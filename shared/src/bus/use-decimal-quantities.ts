import type { Bus } from './create-bus';
import { bus as globalBus } from './global-bus';
import { useBusState } from './use-bus';

/**
 * Whether the current shop's country sells by-weight products in quarter kilos: the shell's
 * evaluation of the `decimal_quantities` flag, announced with its context. Off until announced.
 */
export function useDecimalQuantities(source: Bus = globalBus): boolean {
  return useBusState('shell:context-changed', source)?.flags.decimal_quantities === true;
}
