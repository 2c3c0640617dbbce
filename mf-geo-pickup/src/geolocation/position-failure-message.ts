import type { MessageDescriptor } from 'react-intl';
import { geolocationMessages } from './messages';
import type { PositionFailure } from './request-position';

export function positionFailureMessage(reason: PositionFailure): MessageDescriptor {
  return geolocationMessages[reason];
}
