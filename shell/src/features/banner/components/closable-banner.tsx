import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '@barrio/shared/design-system';
import { closeBannerStorage } from '@barrio/shared/storage';
import { bannerMessages } from '../messages';

/** Closed once, closed for good (SPEC §2: stored as close_banner). */
export function ClosableBanner() {
  const intl = useIntl();
  const [closed, setClosed] = useState(() => closeBannerStorage.get() === true);
  if (closed) return null;
  const close = () => {
    closeBannerStorage.set(true);
    setClosed(true);
  };
  return (
    <Notice tone="info" onDismiss={close} data-testid="shell-banner">
      {intl.formatMessage(bannerMessages.installApp)}
    </Notice>
  );
}
