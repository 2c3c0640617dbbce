import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Banner } from '../api/get-banners';
import { bannerMessages } from '../messages';
import { BannerImage, bannerFrame } from './banner-image';
import { BannerLink } from './banner-link';

export interface InAppBannersProps {
  banners: readonly Banner[];
}

export const IN_APP_IMAGE = { width: 600, height: 300 } as const;

// On phones the next promotion peeks in from the edge so shoppers know the strip scrolls; the
// padding keeps focus rings from being clipped by the scroll container.
const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 80%);
  gap: ${({ theme }) => theme.space.md};
  margin: -${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;

  > li {
    scroll-snap-align: start;
    min-width: 0;
  }

  ${({ theme }) => theme.media.md} {
    grid-auto-columns: minmax(240px, 360px);
  }
`;

const InAppImage = styled(BannerImage)`
  ${bannerFrame({ phone: '2 / 1', tablet: '2 / 1', desktop: '5 / 2', maxHeight: '160px' })}
`;

const Title = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The type-3 banners: smaller in-app promotions side by side. */
export function InAppBanners({ banners }: InAppBannersProps) {
  const intl = useIntl();
  if (banners.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage(bannerMessages.inAppLabel)}>
      <Strip>
        {banners.map((banner) => (
          <li key={banner.id} data-testid="banner-in-app" data-banner-id={banner.id}>
            <BannerLink link={banner.link}>
              <InAppImage
                src={banner.image}
                alt=""
                width={IN_APP_IMAGE.width}
                height={IN_APP_IMAGE.height}
              />
              <Title>{banner.title}</Title>
            </BannerLink>
          </li>
        ))}
      </Strip>
    </section>
  );
}
