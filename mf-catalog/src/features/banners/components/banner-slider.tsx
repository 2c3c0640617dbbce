import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrowserValue } from '@barrio/shared/design-system';
import type { Banner } from '../../../catalog-api/get-banners';
import { bannerMessages } from '../messages';
import { BannerImage, bannerFrame, type BannerFrame } from './banner-image';
import { BannerLink } from './banner-link';
import { isLowDataMode } from '@barrio/shared/storage';

export interface BannerSliderProps {
  banners: readonly Banner[];
  /** Milliseconds each slide stays before the next one while the carousel plays. */
  interval?: number;
}

export const SLIDE_INTERVAL_MS = 6000;
export const SLIDER_IMAGE = { width: 1200, height: 360 } as const;
// A strip of modest height: the products, not the promotions, fill the first screen.
export const SLIDER_FRAME: BannerFrame = {
  phone: '9 / 2',
  tablet: '7 / 1',
  desktop: '10 / 1',
  maxHeight: '104px',
};

const SlideImage = styled(BannerImage)`
  ${bannerFrame(SLIDER_FRAME)}
`;

const Region = styled.section`
  position: relative;
`;

// Laid over the picture's lower corner, so the slider takes no more height than its picture.
const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  bottom: ${({ theme }) => theme.space.xs};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.9);
`;

const ControlButton = styled.button`
  min-width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

// On a phone the dots and the pause button are enough; previous and next join from tablets up.
const StepButton = styled(ControlButton)`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-block;
  }
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 24px;
  height: 32px;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The type-1 banners as a carousel after the WAI-ARIA pattern: it turns on its own unless the
 * shopper prefers reduced motion or low-data mode is on, stops while hovered or focused, and has a pause button,
 * previous/next buttons and one button per slide. Hidden slides are out of the tab order.
 */
export function BannerSlider({ banners, interval = SLIDE_INTERVAL_MS }: BannerSliderProps) {
  const intl = useIntl();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  // Whether the shopper prefers reduced motion only the browser knows: it counts once the page
  // has hydrated (the slider drawn again only for a shopper who does).
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  // Turning slides download their images: not in low-data mode.
  const playing = chosen ?? (!isLowDataMode() && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && count > 1;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [rotating, count, interval]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(bannerMessages.sliderLabel)}
      data-testid="banner-slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'} data-testid="banner-slides">
        {banners.map((banner, slide) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(bannerMessages.slideLabel, { index: slide + 1, count })}
            hidden={slide !== current}
            data-testid="banner-slide"
            data-current={slide === current || undefined}
          >
            <BannerLink link={banner.link}>
              <SlideImage
                src={banner.image}
                alt={banner.title}
                width={SLIDER_IMAGE.width}
                height={SLIDER_IMAGE.height}
                eager={slide === 0}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <Controls>
          <ControlButton
            type="button"
            data-testid="banner-slider-toggle"
            aria-label={intl.formatMessage(playing ? bannerMessages.pause : bannerMessages.play)}
            onClick={() => setChosen(!playing)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </ControlButton>
          <StepButton
            type="button"
            data-testid="banner-slider-previous"
            aria-label={intl.formatMessage(bannerMessages.previous)}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </StepButton>
          {banners.map((banner, slide) => (
            <Dot
              key={banner.id}
              type="button"
              $current={slide === current}
              aria-current={slide === current || undefined}
              aria-label={intl.formatMessage(bannerMessages.goTo, { index: slide + 1 })}
              data-testid="banner-slider-dot"
              onClick={() => go(slide)}
            />
          ))}
          <StepButton
            type="button"
            data-testid="banner-slider-next"
            aria-label={intl.formatMessage(bannerMessages.next)}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </StepButton>
        </Controls>
      )}
    </Region>
  );
}
