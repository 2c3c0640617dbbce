// The standalone page of this remote's team: each exposed module inside the shell's providers.
import { renderRemoteHarness } from '@barrio/shared/dev-harness';
import ShopPage from './exposes/shop-page';

renderRemoteHarness({
  remote: 'mf-catalog',
  views: {
    ShopPage: ({ shopSlug }) => <ShopPage shopSlug={shopSlug} />,
  },
});
