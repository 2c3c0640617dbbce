import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@barrio/shared/bus';
import { Button, Notice, Toast } from '@barrio/shared/design-system';
import { usePushSetup } from '../hooks/use-push-setup';
import { pushMessages } from '../messages';
import { pushPromptDeclinedStorage } from '../push-storage';

export interface PushSetUpProps {
  customerId: number | null;
  /** Inside the native wrapper the app itself handles notifications (SPEC §4). */
  isNativeApp: boolean;
}

const permissionUndecided = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'default';

/**
 * Keeps push set up, and asks for notifications only once an order has been placed (never on
 * load): that is when "we will tell you when it is ready" means something to the shopper.
 */
export function PushSetUp({ customerId, isNativeApp }: PushSetUpProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const { saveFailed, dismiss } = usePushSetup(customerId, attempt);

  useEffect(() => {
    if (isNativeApp || customerId === null) return undefined;
    return bus.subscribe('orders:placed', () => {
      if (permissionUndecided() && pushPromptDeclinedStorage.get() !== true) setAsking(true);
    });
  }, [customerId, isNativeApp]);

  const accept = async () => {
    setAsking(false);
    const permission = await Notification.requestPermission();
    if (permission === 'granted') setAttempt((n) => n + 1);
    else pushPromptDeclinedStorage.set(true);
  };
  const later = () => {
    setAsking(false);
    pushPromptDeclinedStorage.set(true);
  };

  return (
    <>
      {asking && (
        <Notice
          tone="info"
          title={intl.formatMessage(pushMessages.promptTitle)}
          onDismiss={later}
          data-testid="push-prompt"
          action={
            <Button type="button" onClick={() => void accept()} data-testid="push-prompt-accept">
              {intl.formatMessage(pushMessages.promptAccept)}
            </Button>
          }
        >
          {intl.formatMessage(pushMessages.promptBody)}
        </Notice>
      )}
      <Toast open={saveFailed} tone="error" onDismiss={dismiss} data-testid="push-error">
        {intl.formatMessage(pushMessages.saveFailed)}
      </Toast>
    </>
  );
}
