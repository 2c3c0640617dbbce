import styled from 'styled-components';
import type { Banner } from '../api/get-banners';
import { BannerImage } from './banner-image';
import { BannerLink } from './banner-link';

export interface HeroBannerProps {
  banner: Banner;
  /** The hero is above the fold when there is no slider; then it loads at once. */
  eager?: boolean;
}

export const HERO_IMAGE = { width: 1200, height: 300 } as const;

const Figure = styled.figure`
  position: relative;
  margin: 0;
`;

const Caption = styled.figcaption`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  max-width: 80%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.overlay};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A type-2 banner: one large picture with its title. */
export function HeroBanner({ banner, eager = false }: HeroBannerProps) {
  return (
    <BannerLink link={banner.link}>
      <Figure data-testid="banner-hero" data-banner-id={banner.id}>
        <BannerImage
          src={banner.image}
          alt=""
          width={HERO_IMAGE.width}
          height={HERO_IMAGE.height}
          eager={eager}
        />
        <Caption>{banner.title}</Caption>
      </Figure>
    </BannerLink>
  );
}
