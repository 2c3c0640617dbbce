import { useIntl } from 'react-intl';
import { TIER_NOTICE_MS } from '@barrio/shared/domain';
import { Toast } from '@barrio/shared/design-system';
import { tierMessages } from '../messages';

export interface TierNoticeProps {
  open: boolean;
  onDismiss: () => void;
}

/** Shown while useTier says so (10 s, SPEC §4); the shopper may close it earlier. */
export function TierNotice({ open, onDismiss }: TierNoticeProps) {
  const intl = useIntl();
  return (
    <Toast
      open={open}
      tone="info"
      onDismiss={onDismiss}
      duration={TIER_NOTICE_MS}
      data-testid="tier-notice"
    >
      {intl.formatMessage(tierMessages.changed)}
    </Toast>
  );
}
