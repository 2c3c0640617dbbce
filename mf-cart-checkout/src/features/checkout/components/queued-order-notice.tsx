import { useIntl } from 'react-intl';
import { Button, Notice } from '@barrio/shared/design-system';
import { queueMessages } from '../queue-messages';

export interface QueuedOrderNoticeProps {
  onCancel: () => void;
}

/** The order is kept on the phone and leaves by itself when the network is back. */
export function QueuedOrderNotice({ onCancel }: QueuedOrderNoticeProps) {
  const intl = useIntl();
  return (
    <Notice
      tone="info"
      title={intl.formatMessage(queueMessages.queuedTitle)}
      data-testid="order-queued"
      action={
        <Button
          variant="secondary"
          type="button"
          onClick={onCancel}
          data-testid="order-queued-cancel"
        >
          {intl.formatMessage(queueMessages.cancelQueued)}
        </Button>
      }
    >
      {intl.formatMessage(queueMessages.queuedBody)}
    </Notice>
  );
}
