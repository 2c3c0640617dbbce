import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

import { useOnlineStatus } from '../features/offline/hooks/use-online-status';
import type { RemoteModuleId } from './exposed-modules';
import { remoteMessages } from './messages';

export interface RemoteFallbackProps {
  moduleId: RemoteModuleId;
  onRetry: () => void;
}

const Panel = styled.section`
  margin: 16px auto;
  max-width: 480px;
  padding: 16px;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 8px;
  padding: 8px 20px;
  border: 0;
  border-radius: 20px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: #fff;
  background: ${({ theme }) => (theme as { colors?: { primary?: string } }).colors?.primary ?? '#e35205'};
`;

/** What stands in for a remote that could not be loaded or crashed while rendering. */
export function RemoteFallback({ moduleId, onRetry }: RemoteFallbackProps) {
  const online = useOnlineStatus();
  // A section that needed the network tries again by itself as soon as it is back.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Panel
      role="alert"
      data-testid="remote-fallback"
      data-remote-failed={moduleId}
      data-offline={online ? undefined : 'true'}
    >
      <h2>
        <FormattedMessage {...remoteMessages.failedTitle} />
      </h2>
      <p>
        <FormattedMessage
          {...(online ? remoteMessages.failedBody : remoteMessages.failedOffline)}
        />
      </p>
      <RetryButton type="button" onClick={onRetry}>
        <FormattedMessage {...remoteMessages.retry} />
      </RetryButton>
    </Panel>
  );
}
