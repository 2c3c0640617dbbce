import { useIntl } from 'react-intl';

import type { RemoteModuleId } from './exposed-modules';
import { remoteMessages } from './messages';

export interface RemoteLoadingProps {
  moduleId: RemoteModuleId;
}

/** Keeps the slot's place (and tells assistive technology) while a remote is on its way. */
export function RemoteLoading({ moduleId }: RemoteLoadingProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(remoteMessages.loading)}
      data-remote-loading={moduleId}
      style={{ minHeight: 48 }}
    />
  );
}
