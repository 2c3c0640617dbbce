import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** Rounded like text lines by default; 'circle' for avatars and thumbnails. */
  shape?: 'text' | 'rect' | 'circle';
  /** Several lines stacked, the last one shorter, for paragraphs. */
  lines?: number;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $shape: 'text' | 'rect' | 'circle' }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? '50%' : $shape === 'rect' ? theme.radii.md : theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A placeholder shape; hidden from assistive technology, which hears the loading status instead. */
export function Skeleton({
  width = '100%',
  height,
  shape = 'text',
  lines = 1,
  className,
}: SkeletonProps) {
  const blockHeight = height ?? (shape === 'text' ? '1em' : '120px');
  if (lines <= 1) {
    return (
      <Block
        aria-hidden="true"
        data-skeleton=""
        className={className}
        $width={width}
        $height={blockHeight}
        $shape={shape}
      />
    );
  }
  return (
    <Lines aria-hidden="true" data-skeleton="" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Block
          key={index}
          $width={index === lines - 1 ? '60%' : width}
          $height={blockHeight}
          $shape={shape}
        />
      ))}
    </Lines>
  );
}
