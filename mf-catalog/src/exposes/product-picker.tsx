import { Skeleton } from '@barrio/shared/design-system';
import { RemoteMessages } from '@barrio/shared/i18n';
import type { ProductPickerProps } from '@barrio/shared/contract';
import { ProductPickerView } from '../features/product-picker/components/product-picker';
import { loadCatalogCatalogue } from '../lang/load-catalogue';

export type { PickedProduct, ProductPickerProps } from '@barrio/shared/contract';

/** A compact catalogue search that hands the chosen product's id to the screen hosting it. */
export default function ProductPicker(props: ProductPickerProps) {
  return (
    <RemoteMessages load={loadCatalogCatalogue} fallback={<Skeleton lines={3} />}>
      <ProductPickerView {...props} />
    </RemoteMessages>
  );
}
