import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Notice, Toast } from '@barrio/shared/design-system';
import { usePushSetup } from '../hooks/use-push-setup';
import { pushMessages } from '../messages';
import { pushPromptDeclinedStorage } from '../push-storage';

export interface PushWorkProps {
  customerId: number;
  /** An order was just placed and the shopper has not decided about notifications yet. */
  asking: boolean;
  onAnswered: () => void;
}

/** Asks for notifications when the shopper is asked, and keeps push set up once granted. */
export default function PushWork({ customerId, asking, onAnswered }: PushWorkProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const { saveFailed, dismiss } = usePushSetup(customerId, attempt);

  const accept = async () => {
    onAnswered();
    const permission = await Notification.requestPermission();
    if (permission === 'granted') setAttempt((n) => n + 1);
    else pushPromptDeclinedStorage.set(true);
  };
  const later = () => {
    onAnswered();
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
