import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type AddressMessagesValues = {
  title: NoMessageValues;
  backToShop: NoMessageValues;
  listLabel: NoMessageValues;
  empty: NoMessageValues;
  loading: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  select: NoMessageValues;
  selected: NoMessageValues;
  remove: NoMessageValues;
  removeLabel: { label: string };
  removeError: NoMessageValues;
  formTitle: NoMessageValues;
  guestFormTitle: NoMessageValues;
  labelField: NoMessageValues;
  labelHint: NoMessageValues;
  mainLineField: NoMessageValues;
  mainLineHint: NoMessageValues;
  detailsField: NoMessageValues;
  detailsHint: NoMessageValues;
  useLocation: NoMessageValues;
  locating: NoMessageValues;
  locationAdded: { lat: string; lng: string };
  removeLocation: NoMessageValues;
  save: NoMessageValues;
  saveGuest: NoMessageValues;
  saveError: NoMessageValues;
  bookFull: NoMessageValues;
  fieldInvalid: NoMessageValues;
  labelRequired: NoMessageValues;
  labelTooLong: { max: number };
  mainLineRequired: NoMessageValues;
  mainLineTooShort: { min: number };
  mainLineTooLong: { max: number };
  detailsTooLong: { max: number };
  guestNotice: NoMessageValues;
  signIn: NoMessageValues;
  guestAddressTitle: NoMessageValues;
};

export const addressMessages = defineMessages<AddressMessagesValues>({
  title: {
    id: 'geo.address.title',
    defaultMessage: 'Mis direcciones',
    description: 'Heading of the address book page',
  },
  backToShop: {
    id: 'geo.address.backToShop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link from the address book back to the shop page',
  },
  listLabel: {
    id: 'geo.address.listLabel',
    defaultMessage: 'Direcciones guardadas',
    description: 'Accessible name of the list of saved addresses',
  },
  empty: {
    id: 'geo.address.empty',
    defaultMessage: 'Todavía no tienes direcciones guardadas.',
    description: 'Shown when the address book is empty',
  },
  loading: {
    id: 'geo.address.loading',
    defaultMessage: 'Cargando tus direcciones…',
    description: 'Shown while the address book loads',
  },
  loadError: {
    id: 'geo.address.loadError',
    defaultMessage: 'No pudimos cargar tus direcciones.',
    description: 'Error shown when the address book request fails',
  },
  retry: {
    id: 'geo.address.retry',
    defaultMessage: 'Reintentar',
    description: 'Button that retries loading the address book',
  },
  select: {
    id: 'geo.address.select',
    defaultMessage: 'Entregar aquí',
    description: 'Button that chooses an address for delivery',
  },
  selected: {
    id: 'geo.address.selected',
    defaultMessage: 'Dirección de entrega',
    description: 'Label of the button of the address already chosen for delivery',
  },
  remove: {
    id: 'geo.address.remove',
    defaultMessage: 'Eliminar',
    description: 'Button that deletes an address',
  },
  removeLabel: {
    id: 'geo.address.removeLabel',
    defaultMessage: 'Eliminar la dirección {label}',
    description: 'Accessible name of the delete button of one address',
  },
  removeError: {
    id: 'geo.address.removeError',
    defaultMessage: 'No pudimos eliminar la dirección. Inténtalo de nuevo.',
    description: 'Error shown when deleting an address fails',
  },
  formTitle: {
    id: 'geo.address.formTitle',
    defaultMessage: 'Agregar una dirección',
    description: 'Heading of the form that adds an address to the book',
  },
  guestFormTitle: {
    id: 'geo.address.guestFormTitle',
    defaultMessage: 'Dirección de entrega',
    description: 'Heading of the manual address form for a guest',
  },
  labelField: {
    id: 'geo.address.labelField',
    defaultMessage: 'Nombre de la dirección',
    description: 'Label of the field naming an address, e.g. Casa or Trabajo',
  },
  labelHint: {
    id: 'geo.address.labelHint',
    defaultMessage: 'Por ejemplo: Casa, Trabajo',
    description: 'Hint under the address name field',
  },
  mainLineField: {
    id: 'geo.address.mainLineField',
    defaultMessage: 'Calle y número',
    description: 'Label of the main address line field',
  },
  mainLineHint: {
    id: 'geo.address.mainLineHint',
    defaultMessage: 'Calle, número y colonia o barrio',
    description: 'Hint under the main address line field',
  },
  detailsField: {
    id: 'geo.address.detailsField',
    defaultMessage: 'Indicaciones (opcional)',
    description: 'Label of the optional details field (floor, apartment, references)',
  },
  detailsHint: {
    id: 'geo.address.detailsHint',
    defaultMessage: 'Piso, departamento, entre calles, referencias',
    description: 'Hint under the address details field',
  },
  useLocation: {
    id: 'geo.address.useLocation',
    defaultMessage: 'Usar mi ubicación',
    description: 'Button that adds the browser position to the address',
  },
  locating: {
    id: 'geo.address.locating',
    defaultMessage: 'Obteniendo tu ubicación…',
    description: 'Shown while the browser position is requested for an address',
  },
  locationAdded: {
    id: 'geo.address.locationAdded',
    defaultMessage: 'Ubicación agregada ({lat}, {lng})',
    description: 'Confirms that coordinates from geolocation were added to the address',
  },
  removeLocation: {
    id: 'geo.address.removeLocation',
    defaultMessage: 'Quitar ubicación',
    description: 'Button that removes the coordinates from the address being typed',
  },
  save: {
    id: 'geo.address.save',
    defaultMessage: 'Guardar dirección',
    description: 'Submit button of the address form for a signed-in customer',
  },
  saveGuest: {
    id: 'geo.address.saveGuest',
    defaultMessage: 'Usar esta dirección',
    description: 'Submit button of the manual address form for a guest',
  },
  saveError: {
    id: 'geo.address.saveError',
    defaultMessage: 'No pudimos guardar la dirección. Inténtalo de nuevo.',
    description: 'Error shown when saving an address fails',
  },
  bookFull: {
    id: 'geo.address.bookFull',
    defaultMessage: 'Tu libreta está llena. Elimina una dirección para agregar otra.',
    description: 'Error shown when the address book holds the maximum number of addresses',
  },
  fieldInvalid: {
    id: 'geo.address.fieldInvalid',
    defaultMessage: 'Revisa este dato.',
    description: 'Error under a field the server refused',
  },
  labelRequired: {
    id: 'geo.address.labelRequired',
    defaultMessage: 'Ponle un nombre a la dirección.',
    description: 'Validation error: the address name is empty',
  },
  labelTooLong: {
    id: 'geo.address.labelTooLong',
    defaultMessage: 'Usa como máximo {max} caracteres.',
    description: 'Validation error: the address name is too long',
  },
  mainLineRequired: {
    id: 'geo.address.mainLineRequired',
    defaultMessage: 'Escribe la calle y el número.',
    description: 'Validation error: the main address line is empty',
  },
  mainLineTooShort: {
    id: 'geo.address.mainLineTooShort',
    defaultMessage: 'Escribe al menos {min} caracteres.',
    description: 'Validation error: the main address line is too short',
  },
  mainLineTooLong: {
    id: 'geo.address.mainLineTooLong',
    defaultMessage: 'Usa como máximo {max} caracteres.',
    description: 'Validation error: the main address line is too long',
  },
  detailsTooLong: {
    id: 'geo.address.detailsTooLong',
    defaultMessage: 'Usa como máximo {max} caracteres.',
    description: 'Validation error: the address details are too long',
  },
  guestNotice: {
    id: 'geo.address.guestNotice',
    defaultMessage:
      'Inicia sesión para guardar tus direcciones. Mientras tanto, la dirección que escribas se usa solo en este dispositivo.',
    description: 'Notice for guests: the address book needs signing in',
  },
  signIn: {
    id: 'geo.address.signIn',
    defaultMessage: 'Iniciar sesión',
    description: 'Button asking the shell to sign the guest in',
  },
  guestAddressTitle: {
    id: 'geo.address.guestAddressTitle',
    defaultMessage: 'Tu dirección en este dispositivo',
    description: 'Heading above the manual address a guest typed',
  },
});
