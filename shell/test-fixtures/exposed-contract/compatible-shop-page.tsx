// A ShopPage a remote may ship: it may ignore props and add optional ones.
import type { ImplementsExposedModule } from '@barrio/shared/contract';

interface Props {
  shopSlug: string;
  highlight?: string;
}

export default function ShopPage({ shopSlug, highlight }: Props) {
  return <p title={highlight}>{shopSlug}</p>;
}

export type Check = ImplementsExposedModule<'mf_catalog/ShopPage', typeof ShopPage>;
