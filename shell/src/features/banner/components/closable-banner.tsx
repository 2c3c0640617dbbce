import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Notice, useBrowserValue, useHydrated } from '@barrio/shared/design-system';
import { bus } from '@barrio/shared/bus';
import { closeBannerStorage } from '@barrio/shared/storage';
import { hasEngaged } from '../engagement';
import { browserMayOfferInstall, promptInstall, useInstallAvailable } from '../install-prompt';
import { bannerMessages } from '../messages';

/** An order placed in this visit is engagement too: the offer may follow its confirmation. */
function useEngaged(): boolean {
  const hydrated = useHydrated();
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (!hydrated) return undefined;
    setEngaged(hasEngaged());
    return bus.subscribe('checkout:order-placed', () => setEngaged(true));
  }, [hydrated]);
  return engaged;
}

/**
 * Closed once, closed for good (SPEC §2: stored as close_banner). When the browser allows it,
 * the banner offers installing the app; the shell does not render it in the native wrapper.
 * It waits until the shopper has engaged (an order placed, a second visit): a first visit
 * sees the shop, not an offer. The layout puts it below the page's content, never above the
 * products, so its arrival moves nothing on screen.
 */
export function ClosableBanner() {
  const intl = useIntl();
  const [closed, setClosed] = useState(() => closeBannerStorage.get() === true);
  const engaged = useEngaged();
  const installAvailable = useInstallAvailable();
  const mayOfferInstall = useBrowserValue(browserMayOfferInstall, true);
  // The browser's offer comes when it has judged the app installable, often after the banner is
  // on screen: where it may come, its button is in place from the start, out of sight and out
  // of reach, so that its arrival does not resize the banner.
  const installButton = installAvailable || mayOfferInstall;
  // A server knows neither who closed the banner nor who engaged: it never draws it.
  if (closed || !engaged) return null;
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
