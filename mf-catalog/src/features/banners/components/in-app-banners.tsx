import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Banner } from '../api/get-banners';
import { bannerMessages } from '../messages';
import { BannerImage } from './banner-image';
import { BannerLink } from './banner-link';

export interface InAppBannersProps {
  banners: readonly Banner[];
}

export const IN_APP_IMAGE = { width: 600, height: 300 } as const;

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 360px);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Title = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
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
              <BannerImage
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
