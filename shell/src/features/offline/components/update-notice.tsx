import { useIntl } from 'react-intl';
import { Button, Notice } from '@barrio/shared/design-system';
import { useServiceWorkerUpdate } from '../hooks/use-service-worker-update';
import { offlineMessages } from '../messages';
import { applyUpdate } from '../update-state';

/** A new version waits in the background; the shopper decides when the page reloads into it. */
export function UpdateNotice() {
  const intl = useIntl();
  const updateReady = useServiceWorkerUpdate();
  if (!updateReady) return null;
  return (
    <Notice
      tone="info"
      data-testid="update-notice"
      action={
        <Button type="button" onClick={applyUpdate}>
          {intl.formatMessage(offlineMessages.updateNow)}
        </Button>
      }
    >
      {intl.formatMessage(offlineMessages.updateReady)}
    </Notice>
  );
}
