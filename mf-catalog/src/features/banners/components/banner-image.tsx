import styled, { css } from 'styled-components';

export interface BannerImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Only the first visible banner loads at once; the others wait until they are near. */
  eager?: boolean;
  /** Lets each banner type frame the picture (aspect ratio per breakpoint, height cap). */
  className?: string;
}

// The picture's own ratio until a banner type frames it; `cover` crops instead of stretching.
const Img = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  object-position: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`;

export function BannerImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: BannerImageProps) {
  return (
    <Img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // As the first product pictures: the first banner is painted with the frame that lays it
      // out, the others whenever they are decoded.
      decoding={eager ? 'sync' : 'async'}
      className={className}
      $ratio={`${width} / ${height}`}
    />
  );
}

export interface BannerFrame {
  /** Aspect ratio on phones, where a wide strip would shrink the banner's text to nothing. */
  phone: string;
  /** From the `sm` breakpoint (large phones, small tablets). */
  tablet: string;
  /** From the `lg` breakpoint. */
  desktop: string;
  /** Height cap on wide screens, so banners never take the whole first screen. */
  maxHeight: string;
}

/** Frames a banner picture (or its placeholder) per breakpoint; the picture is cropped to fit. */
export const bannerFrame = (frame: BannerFrame) => css`
  aspect-ratio: ${frame.phone};
  max-height: ${frame.maxHeight};

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: ${frame.tablet};
  }

  ${({ theme }) => theme.media.lg} {
    aspect-ratio: ${frame.desktop};
  }
`;
