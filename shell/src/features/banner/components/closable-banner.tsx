import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Notice, useBrowserValue, useHydrated } from '@barrio/shared/design-system';
import { closeBannerStorage } from '@barrio/shared/storage';
import { browserMayOfferInstall, promptInstall, useInstallAvailable } from '../install-prompt';
import { bannerMessages } from '../messages';

/**
 * Closed once, closed for good (SPEC §2: stored as close_banner). When the browser allows it,
 * the banner offers installing the app; the shell does not render it in the native wrapper.
 */
export function ClosableBanner() {
  const intl = useIntl();
  const [closed, setClosed] = useState(() => closeBannerStorage.get() === true);
  const hydrated = useHydrated();
  const installAvailable = useInstallAvailable();
  const mayOfferInstall = useBrowserValue(browserMayOfferInstall, true);
  // The browser's offer comes when it has judged the app installable, often after the page is
  // on screen: where it may come, its button is in place from the start, out of sight and out
  // of reach, so that its arrival does not push the page down (a layout shift). The server
  // draws it in place too: most shoppers' browsers may offer it.
  const installButton = installAvailable || mayOfferInstall;
  // A server does not know who closed the banner: its page shows it until it has hydrated.
  if (closed && hydrated) return null;
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
        installButton ? (
          <Button
            type="button"
            onClick={() => void install()}
            data-testid="install-app"
            disabled={!installAvailable}
            aria-hidden={installAvailable ? undefined : true}
            style={installAvailable ? undefined : { visibility: 'hidden' }}
          >
            {intl.formatMessage(bannerMessages.install)}
          </Button>
        ) : undefined
      }
    >
      {intl.formatMessage(bannerMessages.installApp)}
    </Notice>
  );
}
