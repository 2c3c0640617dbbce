import { PickupPointPickerView } from '../features/pickup-points/components/pickup-point-picker-view';
import { RemoteRoot } from '../shell-context/remote-root';
import type { PickupPointPickerProps } from '@barrio/shared/contract';

export type { PickupPointPickerProps };

/**
 * Nearby shops and pickup points, nearest first with the chosen one on top; choosing one
 * publishes `geo:pickup-point-selected`. The map loads on its own and may be left out.
 */
export default function PickupPointPicker({ shopSlug, countryId }: PickupPointPickerProps) {
  return (
    <RemoteRoot>
      <PickupPointPickerView shopSlug={shopSlug} countryId={countryId} />
    </RemoteRoot>
  );
}
