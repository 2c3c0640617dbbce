import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { imageSources, type RasterImageWidth } from '@barrio/shared/domain';
import { imageForDataMode } from '@barrio/shared/storage';
import { productMessages } from '../messages';

export interface ProductImageProps {
  src: string | null;
  alt: string;
  /**
   * The intrinsic size given to the browser, so that the layout is reserved before loading, and
   * the width of the drawing's bitmap asked for (the next one up for sharper screens).
   */
  size: RasterImageWidth;
  /**
   * How wide the picture shows, for the browser to pick between the two bitmaps (`sizes`);
   * `size` pixels unless said otherwise.
   */
  sizes?: string;
  /**
   * Eager for the detail dialog, where the picture is the point, and the grid's first cards
   * (FIRST_SCREEN_CARDS); lazy for the rest of the grid.
   */
  eager?: boolean;
  className?: string;
}

// The frame is sized before the picture arrives, so that nothing below it jumps.
const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
`;

const Missing = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ProductImage({
  src: stored,
  alt,
  size,
  sizes,
  eager = false,
  className,
}: ProductImageProps) {
  const intl = useIntl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Low-data mode asks for the gateway's lighter packshot; otherwise a bitmap of the drawing.
  const sources = stored ? imageSources(imageForDataMode(stored), size) : null;
  const src = sources?.src ?? null;
  const usable = src !== null && src !== '' && failedSrc !== src;

  return (
    <Frame className={className} data-testid="product-image">
      {usable ? (
        <Img
          src={src}
          srcSet={sources?.srcSet}
          sizes={sources?.srcSet ? (sizes ?? `${size}px`) : undefined}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          // A picture wanted at once goes before the page's scripts on a slow link.
          fetchPriority={eager ? 'high' : 'auto'}
          // The first screen's pictures are painted with the frame that lays them out: decoded
          // apart ("async"), the largest of them showed a frame or more after the rest of the
          // card, past the page's scripts (docs/speed.md, "/grande-mx's largest paint").
          decoding={eager ? 'sync' : 'async'}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Missing role="img" aria-label={alt}>
          {intl.formatMessage(productMessages.noImage)}
        </Missing>
      )}
    </Frame>
  );
}
