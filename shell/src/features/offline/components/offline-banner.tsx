import { useIntl } from 'react-intl';
import { Notice } from '@barrio/shared/design-system';
import { useOnlineStatus } from '../hooks/use-online-status';
import { offlineMessages } from '../messages';

/** Says plainly that the phone is offline and what still works, for as long as it is. */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Notice
      tone="warning"
      title={intl.formatMessage(offlineMessages.offlineTitle)}
      data-testid="offline-banner"
    >
      {intl.formatMessage(offlineMessages.offlineBody)}
    </Notice>
  );
}
