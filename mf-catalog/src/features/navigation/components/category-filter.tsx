import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { rasterImageUrl } from '@barrio/shared/domain';
import type { Category } from '../../../catalog-api/get-categories';
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

// A category with its picture above its name, as grocery apps show their aisles.
const Tile = styled.button<{ $selected: boolean }>`
  ${chipStyles}
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 76px;
  max-width: 112px;
  min-height: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.2;
  white-space: normal;
  text-align: center;
`;

const TileLabel = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.4em;
`;

const TILE_PICTURE_SIZE = 36;
/** Sharp at up to two device pixels per CSS pixel; the 80 px bitmap of a drawing is 1–2 KB. */
const TILE_BITMAP_WIDTH = 80;

// A bitmap of the gateway's drawing where there is one: decoded off the main thread.
const TilePicture = styled.img`
  display: block;
  width: ${TILE_PICTURE_SIZE}px;
  height: ${TILE_PICTURE_SIZE}px;
`;

const AllPicture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  font-size: 1.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The active categories as toggle tiles with their pictures; "all" clears the filter. */
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
          <Tile
            type="button"
            $selected={selectedId === null}
            aria-pressed={selectedId === null}
            data-testid="category-option"
            data-category-id="all"
            onClick={() => onSelect(null)}
          >
            <AllPicture aria-hidden="true">⋯</AllPicture>
            <TileLabel>{intl.formatMessage(navigationMessages.allCategories)}</TileLabel>
          </Tile>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Tile
              type="button"
              $selected={selectedId === category.id}
              aria-pressed={selectedId === category.id}
              data-testid="category-option"
              data-category-id={category.id}
              onClick={() => onSelect(selectedId === category.id ? null : category.id)}
            >
              {category.image ? (
                <TilePicture
                  src={rasterImageUrl(category.image, TILE_BITMAP_WIDTH) ?? category.image}
                  alt=""
                  width={TILE_PICTURE_SIZE}
                  height={TILE_PICTURE_SIZE}
                />
              ) : (
                <AllPicture aria-hidden="true">{category.name.slice(0, 1)}</AllPicture>
              )}
              <TileLabel>{category.name}</TileLabel>
            </Tile>
          </li>
        ))}
      </ChipRow>
    </nav>
  );
}
