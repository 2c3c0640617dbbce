import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type GeoMessageValues = {
  title: { country: string };
  text: NoMessageValues;
  confirm: { country: string };
  leave: { country: string };
};

export const geoMessages = defineMessages<GeoMessageValues>({
  title: {
    id: 'shell.geo.title',
    defaultMessage: 'Te damos la bienvenida a {country}',
    description:
      'Title of the modal shown when the visitor seems to be in another country than the shop',
  },
  text: {
    id: 'shell.geo.text',
    defaultMessage: 'Parece que estas ingresando a nuestra plataforma desde otra ubicación.',
    description: 'Body of the welcome modal shown to a visitor from another country',
  },
  confirm: {
    id: 'shell.geo.confirm',
    defaultMessage: 'Sí, estoy en {country}',
    description: "Button: the visitor confirms being in the shop's country",
  },
  leave: {
    id: 'shell.geo.leave',
    defaultMessage: 'No estoy en {country}',
    description: "Button: the visitor is not in the shop's country and goes to the other country",
  },
});
