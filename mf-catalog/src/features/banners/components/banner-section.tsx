import { memo } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@barrio/shared/design-system';
import { useBanners } from '../../../catalog-api/get-banners';
import { bannerFrame } from './banner-image';
import { BannerSlider, SLIDER_FRAME } from './banner-slider';

export interface BannerSectionProps {
  catalogId: number;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

// Holds the slider's space while banners load, so the products below do not jump.
const Placeholder = styled.div`
  ${bannerFrame(SLIDER_FRAME)}
`;

/**
 * The catalogue's banners, every type in one slider. Banners are decoration, so a failure
 * to load them leaves the space empty rather than putting an error above the products.
 */
function BannerSectionView({ catalogId }: BannerSectionProps) {
  const banners = useBanners(catalogId);
  if (banners.isPending) {
    return (
      <Placeholder data-testid="banners-skeleton">
        <Skeleton shape="rect" height="100%" />
      </Placeholder>
    );
  }
  if (!banners.data) return null;
  const { slider, hero, inApp } = banners.data;
  // One compact slider for every promotion: stacked, they pushed the products off the screen.
  const slides = [...slider, ...hero, ...inApp];
  if (slides.length === 0) return null;
  return (
    <Wrapper data-testid="banners">
      <BannerSlider banners={slides} />
    </Wrapper>
  );
}

// The shop page renders again whenever the cart or the URL changes;
// the banners change only with the catalogue.
export const BannerSection = memo(BannerSectionView);
