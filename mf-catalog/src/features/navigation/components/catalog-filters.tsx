import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Notice, Skeleton } from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';
import { useBrands } from '../../../catalog-api/get-brands';
import { useBrowseCategories } from '../../../catalog-api/get-categories';
import { useMenus } from '../../../catalog-api/get-menus';
import { navigationMessages } from '../messages';
import { CategoryFilter } from './category-filter';
import { MenuBar } from './menu-bar';

export interface CatalogFiltersProps {
  catalogId: number;
  countryId: number;
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const ChipsSkeleton = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow: hidden;
`;

/**
 * Menus and the active categories: the ways to narrow the grid besides search and the brand
 * select beside it. A failed read of any of them, the brands included, offers a retry here.
 */
function CatalogFiltersView({
  catalogId,
  countryId,
  categoryId,
  onCategoryChange,
}: CatalogFiltersProps) {
  const intl = useIntl();
  const menus = useMenus(catalogId);
  const categories = useBrowseCategories(catalogId);
  const brands = useBrands(countryId, catalogId);
  const failed = [menus, categories, brands].filter((query) => query.isError);

  return (
    <Wrapper data-testid="catalog-filters">
      {menus.data && (
        <MenuBar
          // A menu entry for a category that already has its chip would be a second row of the same.
          menus={menus.data.filter(
            (menu) =>
              menu.category_id === null ||
              !categories.data?.some((category) => category.id === menu.category_id),
          )}
          selectedCategoryId={categoryId}
          onSelectCategory={onCategoryChange}
        />
      )}
      {categories.isPending ? (
        <ChipsSkeleton data-testid="category-filter-skeleton">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} shape="rect" width="96px" height="44px" />
          ))}
        </ChipsSkeleton>
      ) : categories.data ? (
        <CategoryFilter
          categories={categories.data}
          selectedId={categoryId}
          onSelect={onCategoryChange}
        />
      ) : null}
      {failed.length > 0 && (
        <Notice
          tone="warning"
          data-testid="filters-error"
          action={
            <Button
              variant="secondary"
              data-testid="filters-retry"
              onClick={() => failed.forEach((query) => void query.refetch())}
            >
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(navigationMessages.filtersError)}
        </Notice>
      )}
    </Wrapper>
  );
}

// The shop page renders again whenever the cart or the URL changes;
// the filters change only with the chosen category and brand.
export const CatalogFilters = memo(CatalogFiltersView);
