import type { ComponentPropsWithoutRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../theme/themes';

interface LayoutProps extends ComponentPropsWithoutRef<'div'> {
  as?: ElementType;
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

export type StackProps = LayoutProps;

export interface InlineProps extends LayoutProps {
  /** Wrap onto new lines on narrow screens (default true). */
  wrap?: boolean;
}

interface FlexStyle {
  $direction: 'column' | 'row';
  $gap: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const Flex = styled.div<FlexStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align, $direction }) => $align ?? ($direction === 'row' ? 'center' : 'stretch')};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;
`;

/** Children one under the other with even spacing. */
export function Stack({ gap = 'md', align, justify, ...rest }: StackProps) {
  return (
    <Flex
      {...rest}
      $direction="column"
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={false}
    />
  );
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({ gap = 'sm', align, justify, wrap = true, ...rest }: InlineProps) {
  return (
    <Flex {...rest} $direction="row" $gap={gap} $align={align} $justify={justify} $wrap={wrap} />
  );
}
