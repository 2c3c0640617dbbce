import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type BannerMessagesValues = {
  sliderLabel: NoMessageValues;
  slideLabel: { index: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  goTo: { index: number };
  pause: NoMessageValues;
  play: NoMessageValues;
};

export const bannerMessages = defineMessages<BannerMessagesValues>({
  sliderLabel: {
    id: 'catalog.banners.slider-label',
    defaultMessage: 'Promociones',
    description: 'Accessible name of the promotions carousel',
  },
  slideLabel: {
    id: 'catalog.banners.slide-label',
    defaultMessage: '{index} de {count}',
    description: 'Accessible name of one slide of the promotions carousel, e.g. "2 de 5"',
  },
  previous: {
    id: 'catalog.banners.previous',
    defaultMessage: 'Promoción anterior',
    description: 'Button that shows the previous slide of the carousel',
  },
  next: {
    id: 'catalog.banners.next',
    defaultMessage: 'Promoción siguiente',
    description: 'Button that shows the next slide of the carousel',
  },
  goTo: {
    id: 'catalog.banners.go-to',
    defaultMessage: 'Ir a la promoción {index}',
    description: 'Dot button that shows a given slide of the carousel',
  },
  pause: {
    id: 'catalog.banners.pause',
    defaultMessage: 'Pausar promociones',
    description: 'Button that stops the carousel from turning on its own',
  },
  play: {
    id: 'catalog.banners.play',
    defaultMessage: 'Reanudar promociones',
    description: 'Button that lets the carousel turn on its own again',
  },
});
