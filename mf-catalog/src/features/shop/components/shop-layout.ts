import styled, { css } from 'styled-components';

// The shop page's layout: the screen's frame, its first screen and its products.

export const Page = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Products = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

// Until the banners, menus and categories have answered, the catalogue renders out of sight
// (its queries, products included, all start at once) behind one skeleton: it then appears
// whole, instead of the products moving down as each part above them arrives.
export const FirstScreen = styled.div<{ $pending: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${({ $pending }) =>
    $pending &&
    css`
      position: absolute;
      inset: 0 0 auto 0;
      visibility: hidden;
    `}
`;
