// The standalone page of this remote's team: each exposed module inside the shell's providers.
import { renderRemoteHarness } from '@barrio/shared/dev-harness';
import PickupPointPicker from './exposes/pickup-point-picker';
import AddressBookPage from './exposes/address-book-page';

renderRemoteHarness({
  remote: 'mf-geo-pickup',
  views: {
    PickupPointPicker: ({ shopSlug, countryId }) => (
      <PickupPointPicker shopSlug={shopSlug} countryId={countryId} />
    ),
    AddressBookPage: ({ shopSlug }) => <AddressBookPage shopSlug={shopSlug} />,
  },
});
