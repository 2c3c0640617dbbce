import { useIntl } from 'react-intl';
import { Toast } from '@barrio/shared/design-system';
import { usePushSetup } from '../hooks/use-push-setup';
import { pushMessages } from '../messages';

export interface PushSetUpProps {
  customerId: number | null;
}

/** Runs the push set-up and tells the shopper when their device could not be registered. */
export function PushSetUp({ customerId }: PushSetUpProps) {
  const intl = useIntl();
  const { saveFailed, dismiss } = usePushSetup(customerId);
  return (
    <Toast open={saveFailed} tone="error" onDismiss={dismiss} data-testid="push-error">
      {intl.formatMessage(pushMessages.saveFailed)}
    </Toast>
  );
}
