import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Menu } from '../../../catalog-api/get-menus';
import { navigationMessages } from '../messages';
import { Chip, ChipRow, chipStyles } from './category-filter';

export interface MenuBarProps {
  menus: readonly Menu[];
  selectedCategoryId: number | null;
  onSelectCategory: (categoryId: number) => void;
}

const RouteChip = styled(Link)<{ $selected: boolean }>`
  ${chipStyles}
`;

const AnchorChip = styled.a<{ $selected: boolean }>`
  ${chipStyles}
`;

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The catalogue's menus: an entry pointing at a category filters the grid, one with a URL
 * navigates (inside the storefront through the router, elsewhere as a plain link).
 */
export function MenuBar({ menus, selectedCategoryId, onSelectCategory }: MenuBarProps) {
  const intl = useIntl();
  const usable = menus.filter((menu) => menu.category_id !== null || menu.url);
  if (usable.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(navigationMessages.menusLabel)} data-testid="menu-bar">
      <ChipRow>
        {usable.map((menu) => (
          <li key={menu.id}>
            {menu.category_id !== null ? (
              <Chip
                type="button"
                $selected={selectedCategoryId === menu.category_id}
                aria-pressed={selectedCategoryId === menu.category_id}
                data-testid="menu-item"
                onClick={() => menu.category_id !== null && onSelectCategory(menu.category_id)}
              >
                {menu.name}
              </Chip>
            ) : menu.url && isInternal(menu.url) ? (
              <RouteChip to={menu.url} $selected={false} data-testid="menu-item">
                {menu.name}
              </RouteChip>
            ) : (
              <AnchorChip
                href={menu.url ?? undefined}
                $selected={false}
                data-testid="menu-item"
                rel="noopener"
              >
                {menu.name}
              </AnchorChip>
            )}
          </li>
        ))}
      </ChipRow>
    </nav>
  );
}
