import { useIntl } from 'react-intl';
import { countryById } from '@barrio/shared/countries';
import { Button, Dialog } from '@barrio/shared/design-system';
import { useGeoRule } from '../hooks/use-geo-rule';
import { geoMessages } from '../messages';

export interface GeoModalProps {
  shopCountryId: number;
  isCountryRoute: boolean;
}

/** Asks a visitor from elsewhere whether they really are in the shop's country. */
export function GeoModal({ shopCountryId, isCountryRoute }: GeoModalProps) {
  const intl = useIntl();
  const { action, confirm, leave } = useGeoRule({ shopCountryId, isCountryRoute });
  if (action.kind !== 'modal') return null;

  const country = countryById(action.countryId)?.name ?? '';
  return (
    <Dialog
      open
      onClose={confirm}
      dismissible={false}
      title={intl.formatMessage(geoMessages.title, { country })}
      description={intl.formatMessage(geoMessages.text)}
      data-testid="geo-modal"
      footer={
        <>
          <Button variant="primary" fullWidth onClick={confirm}>
            {intl.formatMessage(geoMessages.confirm, { country })}
          </Button>
          <Button variant="secondary" fullWidth onClick={leave}>
            {intl.formatMessage(geoMessages.leave, { country })}
          </Button>
        </>
      }
    />
  );
}
