import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { isApiError } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { Button, Notice } from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { managerSiteMessages } from './messages';

interface OwnerLoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** What the screen says when the shop is not this visitor's, and when loading failed. */
  messages: { notFound: MessageDescriptor; loadError: MessageDescriptor };
  'data-testid': string;
}

/**
 * A manager screen that could not load: not the owner (sign in) or a failure (retry). As the
 * API answers, not the owner and no such shop look the same (DESIGN.md ownership).
 */
export function OwnerLoadFailure({
  error,
  onRetry,
  messages,
  'data-testid': testId,
}: OwnerLoadFailureProps) {
  const intl = useIntl();
  const notOwner = isApiError(error) && (error.status === 404 || error.status === 401);
  return (
    <Notice
      tone="error"
      data-testid={testId}
      action={
        notOwner ? (
          <Button
            onClick={() => bus.publish('shell:sign-in-requested', { reason: 'manager-order' })}
          >
            {intl.formatMessage(managerSiteMessages.signIn)}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        )
      }
    >
      {intl.formatMessage(notOwner ? messages.notFound : messages.loadError)}
    </Notice>
  );
}
