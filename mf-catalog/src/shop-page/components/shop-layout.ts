import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@barrio/shared/design-system';

// The shop page's layout: the screen's frame, its first screen and its products.

export const Page = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

// The search field with the brand select beside it: one row, so the products start higher.
export const SearchRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BrandColumn = styled.div`
  flex: 0 0 clamp(120px, 32%, 240px);
`;

// The page's heading for assistive technology; sighted shoppers see the products themselves.
export const Heading = styled(VisuallyHidden).attrs({ as: 'h1' })``;

export const Products = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// Until the banners, menus and categories have answered, the catalogue renders out of sight
// (its queries, products included, all start at once) behind one skeleton: it then appears
// whole, instead of the products moving down as each part above them arrives.
export const FirstScreen = styled.div<{ $pending: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $pending }) =>
    $pending &&
    css`
      position: absolute;
      inset: 0 0 auto 0;
      visibility: hidden;
    `}
`;
