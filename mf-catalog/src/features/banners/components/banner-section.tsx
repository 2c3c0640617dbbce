import { memo } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@barrio/shared/design-system';
import { useBanners } from '../api/get-banners';
import { bannerFrame } from './banner-image';
import { BannerSlider, SLIDER_FRAME } from './banner-slider';
import { HeroBanner } from './hero-banner';
import { InAppBanners } from './in-app-banners';

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
 * The catalogue's banners: slider, hero and in-app strip. Banners are decoration, so a failure
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
  if (slider.length + hero.length + inApp.length === 0) return null;
  return (
    <Wrapper data-testid="banners">
      <BannerSlider banners={slider} />
      {hero.map((banner, index) => (
        <HeroBanner key={banner.id} banner={banner} eager={slider.length === 0 && index === 0} />
      ))}
      <InAppBanners banners={inApp} />
    </Wrapper>
  );
}

// The shop page renders again whenever the cart or the URL changes;
// the banners change only with the catalogue.
export const BannerSection = memo(BannerSectionView);
