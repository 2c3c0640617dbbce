import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBrowserValue } from '@barrio/shared/design-system';
import { browserSavesData, isLowDataMode, setLowDataMode } from '@barrio/shared/storage';
import { offlineMessages } from '../messages';

/**
 * The shopper's data-saver switch (SPEC: low-data mode). Screens read it when they open, so the
 * page reloads to apply it everywhere at once. When the browser itself asks to save data, the
 * mode is on and the switch says so.
 */
export function LowDataToggle() {
  const intl = useIntl();
  const id = useId();
  // The server draws the switch as the request told it (the cookie, `Save-Data`); whether the
  // browser insists is for the browser to say once the page has hydrated.
  const forcedByBrowser = useBrowserValue(browserSavesData, false);
  const [on, setOn] = useState(isLowDataMode);
  const change = (next: boolean) => {
    setLowDataMode(next);
    setOn(next);
    window.location.reload();
  };
  return (
    <label htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={on}
        disabled={forcedByBrowser}
        onChange={(event) => change(event.target.checked)}
        data-testid="low-data-toggle"
      />{' '}
      {intl.formatMessage(offlineMessages.lowData)}
    </label>
  );
}
