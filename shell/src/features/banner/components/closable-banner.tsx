import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Notice } from '@barrio/shared/design-system';
import { closeBannerStorage } from '@barrio/shared/storage';
import { promptInstall, useInstallAvailable } from '../install-prompt';
import { bannerMessages } from '../messages';

/**
 * Closed once, closed for good (SPEC §2: stored as close_banner). When the browser allows it,
 * the banner offers installing the app; the shell does not render it in the native wrapper.
 */
export function ClosableBanner() {
  const intl = useIntl();
  const [closed, setClosed] = useState(() => closeBannerStorage.get() === true);
  const installAvailable = useInstallAvailable();
  if (closed) return null;
  const close = () => {
    closeBannerStorage.set(true);
    setClosed(true);
  };
  const install = async () => {
    if (await promptInstall()) close();
  };
  return (
    <Notice
      tone="info"
      onDismiss={close}
      data-testid="shell-banner"
      action={
        installAvailable ? (
          <Button type="button" onClick={() => void install()} data-testid="install-app">
            {intl.formatMessage(bannerMessages.install)}
          </Button>
        ) : undefined
      }
    >
      {intl.formatMessage(bannerMessages.installApp)}
    </Notice>
  );
}
