import { useCallback } from 'react';
import { bus, useBusState, type PickupPointSummary } from '@barrio/shared/bus';
import { toSummary, type PickupPoint } from '../pickup-point';

export interface SelectedPickupPoint {
  selected: PickupPointSummary | null;
  select: (point: PickupPoint) => void;
  clear: () => void;
}

/** The chosen point lives on the bus (a state event), so checkout and the shell see it too. */
export function useSelectedPickupPoint(): SelectedPickupPoint {
  const selected = useBusState('geo:pickup-point-selected')?.point ?? null;
  const select = useCallback((point: PickupPoint) => {
    bus.publish('geo:pickup-point-selected', { point: toSummary(point) });
  }, []);
  const clear = useCallback(() => {
    bus.publish('geo:pickup-point-selected', { point: null });
  }, []);
  return { selected, select, clear };
}
