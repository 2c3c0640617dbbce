import type { ComponentPropsWithoutRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeTone =
  'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'discount';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
}

function toneColors(theme: DefaultTheme, tone: BadgeTone): { fg: string; bg: string } {
  const { colors } = theme;
  switch (tone) {
    case 'primary':
      return { fg: colors.onPrimarySoft, bg: colors.primarySoft };
    case 'success':
      return { fg: colors.success, bg: colors.successSoft };
    case 'warning':
      return { fg: colors.warning, bg: colors.warningSoft };
    case 'danger':
      return { fg: colors.danger, bg: colors.dangerSoft };
    case 'info':
      return { fg: colors.info, bg: colors.infoSoft };
    case 'discount':
      return { fg: colors.onDiscount, bg: colors.discount };
    case 'neutral':
      return { fg: colors.text, bg: colors.surfaceMuted };
  }
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    const { fg, bg } = toneColors(theme, $tone);
    return css`
      color: ${fg};
      background: ${bg};
    `;
  }}
`;

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge {...rest} $tone={tone} />;
}
