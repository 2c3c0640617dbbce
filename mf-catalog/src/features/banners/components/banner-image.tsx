import styled from 'styled-components';

export interface BannerImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Only the first visible banner loads at once; the others wait until they are near. */
  eager?: boolean;
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;

export function BannerImage({ src, alt, width, height, eager = false }: BannerImageProps) {
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
