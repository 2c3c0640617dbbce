import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { Category } from '../api/get-categories';
import { navigationMessages } from '../messages';

export interface CategoryFilterProps {
  categories: readonly Category[];
  selectedId: number | null;
  onSelect: (categoryId: number | null) => void;
}

// Chips scroll sideways on phones instead of wrapping into a wall of buttons.
export const ChipRow = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const selectedChip = css`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const chipStyles = css<{ $selected: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${({ $selected }) => ($selected ? selectedChip : '')}
`;

export const Chip = styled.button<{ $selected: boolean }>`
  ${chipStyles}
`;

/** The active categories as toggle chips; "all" clears the filter. */
export function CategoryFilter({ categories, selectedId, onSelect }: CategoryFilterProps) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage(navigationMessages.categoriesLabel)}
      data-testid="category-filter"
    >
      <ChipRow>
        <li>
          <Chip
            type="button"
            $selected={selectedId === null}
            aria-pressed={selectedId === null}
            data-testid="category-option"
            data-category-id="all"
            onClick={() => onSelect(null)}
          >
            {intl.formatMessage(navigationMessages.allCategories)}
          </Chip>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Chip
              type="button"
              $selected={selectedId === category.id}
              aria-pressed={selectedId === category.id}
              data-testid="category-option"
              data-category-id={category.id}
              onClick={() => onSelect(selectedId === category.id ? null : category.id)}
            >
              {category.name}
            </Chip>
          </li>
        ))}
      </ChipRow>
    </nav>
  );
}
