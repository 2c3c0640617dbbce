import { useIntl } from 'react-intl';
import {
  blocksFor,
  formatDistance,
  walkingMinutes,
  type DistanceStyle,
} from '@barrio/shared/domain';
import { pickupMessages } from '../messages';

export interface DistanceLabelProps {
  meters: number | null;
  style: DistanceStyle;
}

/** The distance in the visitor's stored style; the numbers come from the shared domain rules. */
export function useFormatDistance(): (meters: number | null, style: DistanceStyle) => string {
  const intl = useIntl();
  return (meters, style) => {
    if (meters === null) return intl.formatMessage(pickupMessages.distanceUnknown);
    switch (style) {
      case 'blocks':
        return intl.formatMessage(pickupMessages.distanceBlocks, { blocks: blocksFor(meters) });
      case 'walking':
        return intl.formatMessage(pickupMessages.distanceWalking, {
          minutes: walkingMinutes(meters),
        });
      case 'metric':
        return formatDistance(meters, 'metric', intl.locale);
    }
  };
}

export function DistanceLabel({ meters, style }: DistanceLabelProps) {
  const format = useFormatDistance();
  return (
    <span data-testid="pickup-point-distance" data-distance-style={style}>
      {format(meters, style)}
    </span>
  );
}
