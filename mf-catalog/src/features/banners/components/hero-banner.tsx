import styled from 'styled-components';
import type { Banner } from '../api/get-banners';
import { BannerImage, bannerFrame, type BannerFrame } from './banner-image';
import { BannerLink } from './banner-link';

export interface HeroBannerProps {
  banner: Banner;
  /** The hero is above the fold when there is no slider; then it loads at once. */
  eager?: boolean;
}

export const HERO_IMAGE = { width: 1200, height: 300 } as const;
export const HERO_FRAME: BannerFrame = {
  phone: '5 / 2',
  tablet: '4 / 1',
  desktop: '8 / 1',
  maxHeight: '160px',
};

const HeroImage = styled(BannerImage)`
  ${bannerFrame(HERO_FRAME)}
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
`;

// The title sits on a dark plate so it stays legible on any picture; long titles wrap inside
// the banner instead of running out of it.
const Caption = styled.figcaption`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  max-width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-height: calc(100% - 2 * ${({ theme }) => theme.space.md});
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.overlay};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
  text-wrap: balance;

  ${({ theme }) => theme.media.md} {
    left: ${({ theme }) => theme.space.xl};
    bottom: ${({ theme }) => theme.space.xl};
    max-width: min(60%, 32rem);
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A type-2 banner: one large picture with its title. */
export function HeroBanner({ banner, eager = false }: HeroBannerProps) {
  return (
    <BannerLink link={banner.link}>
      <Figure data-testid="banner-hero" data-banner-id={banner.id}>
        <HeroImage
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
