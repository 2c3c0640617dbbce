import { defineMessages } from 'react-intl';

export const tierMessages = defineMessages({
  changed: {
    id: 'shell.tier.changed',
    defaultMessage: 'Actualizamos tus precios: ahora ves los de tu nivel de cliente.',
    description: "Notice shown for ten seconds when the shopper's price tier changes",
  },
});
