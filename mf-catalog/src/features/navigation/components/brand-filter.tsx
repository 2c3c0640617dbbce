import { useIntl } from 'react-intl';
import { Select, VisuallyHidden } from '@barrio/shared/design-system';
import type { Brand } from '../../../catalog-api/get-brands';
import { navigationMessages } from '../messages';

export interface BrandFilterProps {
  brands: readonly Brand[];
  selectedId: number | null;
  onSelect: (brandId: number | null) => void;
}

const ALL = '';

/** A select of the brands present in this catalogue, beside the search field (its label read aloud). */
export function BrandFilter({ brands, selectedId, onSelect }: BrandFilterProps) {
  const intl = useIntl();
  if (brands.length === 0) return null;
  const options = [
    { value: ALL, label: intl.formatMessage(navigationMessages.allBrands) },
    ...brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];
  return (
    <Select
      label={<VisuallyHidden>{intl.formatMessage(navigationMessages.brandLabel)}</VisuallyHidden>}
      options={options}
      value={selectedId === null ? ALL : String(selectedId)}
      onChange={(event) => onSelect(event.target.value === ALL ? null : Number(event.target.value))}
      data-testid="brand-filter"
    />
  );
}
