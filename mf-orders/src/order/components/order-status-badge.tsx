import { Badge, type BadgeTone } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import { orderStatusMessages } from '../messages';

export interface OrderStatusBadgeProps {
  status: string;
}

const known = {
  pending: { tone: 'warning', message: orderStatusMessages.pending },
  confirmed: { tone: 'info', message: orderStatusMessages.confirmed },
  ready: { tone: 'primary', message: orderStatusMessages.ready },
  delivered: { tone: 'success', message: orderStatusMessages.delivered },
  canceled: { tone: 'danger', message: orderStatusMessages.canceled },
} as const satisfies Record<
  string,
  { tone: BadgeTone; message: (typeof orderStatusMessages)[keyof typeof orderStatusMessages] }
>;

function isKnownStatus(status: string): status is keyof typeof known {
  return Object.hasOwn(known, status);
}

export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  const intl = useIntl();
  // A status added on the server later still shows as a neutral, readable badge.
  const { tone, message } = isKnownStatus(status)
    ? known[status]
    : { tone: 'neutral' as const, message: orderStatusMessages.unknown };
  return (
    <Badge tone={tone} data-status={status}>
      {intl.formatMessage(message)}
    </Badge>
  );
}
