import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../theme/themes';

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** Semantic element, e.g. 'article' for a product or 'section' for a group. */
  as?: ElementType;
  padding?: SpaceToken;
  elevated?: boolean;
}

const StyledCard = styled.div<{ $padding: SpaceToken; $elevated: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ $elevated }) => ($elevated ? '0 2px 8px rgba(0, 0, 0, 0.08)' : 'none')};
`;

export function Card({ as, padding = 'lg', elevated = false, ...rest }: CardProps) {
  return <StyledCard {...rest} as={as} $padding={padding} $elevated={elevated} />;
}
