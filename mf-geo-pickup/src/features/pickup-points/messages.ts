import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type PickupMessagesValues = {
  title: NoMessageValues;
  locating: NoMessageValues;
  fallbackNotice: { country: string };
  loadError: NoMessageValues;
  retry: NoMessageValues;
  empty: { distance: string };
  listLabel: NoMessageValues;
  select: NoMessageValues;
  selected: NoMessageValues;
  deliversToYou: NoMessageValues;
  pickupOnly: NoMessageValues;
  deliveryPoint: NoMessageValues;
  currentShop: NoMessageValues;
  distanceBlocks: { blocks: number };
  distanceWalking: { minutes: number };
  distanceUnknown: NoMessageValues;
  mapLabel: NoMessageValues;
  mapLoading: NoMessageValues;
  mapUnavailable: NoMessageValues;
  mapLowData: NoMessageValues;
  youAreHere: NoMessageValues;
};

export const pickupMessages = defineMessages<PickupMessagesValues>({
  title: {
    id: 'geo.pickup.title',
    defaultMessage: 'Puntos de retiro cercanos',
    description: 'Heading of the list of nearby shops and pickup points',
  },
  locating: {
    id: 'geo.pickup.locating',
    defaultMessage: 'Buscando tu ubicación…',
    description: 'Shown while the browser is asked for the shopper position',
  },
  fallbackNotice: {
    id: 'geo.pickup.fallbackNotice',
    defaultMessage:
      'No pudimos usar tu ubicación, así que mostramos los puntos cercanos al centro de {country}. Las distancias son aproximadas.',
    description:
      'Notice when geolocation is unavailable and the country map centre is used instead',
  },
  loadError: {
    id: 'geo.pickup.loadError',
    defaultMessage: 'No pudimos cargar los puntos de retiro.',
    description: 'Error shown when the nearby points request fails',
  },
  retry: {
    id: 'geo.pickup.retry',
    defaultMessage: 'Reintentar',
    description: 'Button that retries loading the nearby points',
  },
  empty: {
    id: 'geo.pickup.empty',
    defaultMessage: 'No hay puntos de retiro a menos de {distance} de tu ubicación.',
    description: 'Shown when no point lies within the search radius; distance is e.g. "10 km"',
  },
  listLabel: {
    id: 'geo.pickup.listLabel',
    defaultMessage: 'Puntos de retiro ordenados por distancia',
    description: 'Accessible name of the list of pickup points',
  },
  select: {
    id: 'geo.pickup.select',
    defaultMessage: 'Elegir este punto',
    description: 'Button that chooses a pickup point',
  },
  selected: {
    id: 'geo.pickup.selected',
    defaultMessage: 'Elegido',
    description: 'Label of the button of the point already chosen',
  },
  deliversToYou: {
    id: 'geo.pickup.deliversToYou',
    defaultMessage: 'Entrega a domicilio',
    description: 'Badge of a point whose delivery radius reaches the shopper',
  },
  pickupOnly: {
    id: 'geo.pickup.pickupOnly',
    defaultMessage: 'Solo retiro en el punto',
    description:
      'Badge of a point without delivery or whose delivery radius does not reach the shopper',
  },
  deliveryPoint: {
    id: 'geo.pickup.deliveryPoint',
    defaultMessage: 'Punto de entrega',
    description: 'Badge of a point that is a delivery point rather than an ordinary shop',
  },
  currentShop: {
    id: 'geo.pickup.currentShop',
    defaultMessage: 'Esta tienda',
    description: 'Badge of the point that is the shop being browsed',
  },
  distanceBlocks: {
    id: 'geo.pickup.distanceBlocks',
    defaultMessage: '{blocks, plural, one {# cuadra} other {# cuadras}}',
    description: 'Distance to a point in blocks of 100 m',
  },
  distanceWalking: {
    id: 'geo.pickup.distanceWalking',
    defaultMessage: '{minutes, plural, one {# minuto caminando} other {# minutos caminando}}',
    description: 'Distance to a point as walking minutes at 5 km/h',
  },
  distanceUnknown: {
    id: 'geo.pickup.distanceUnknown',
    defaultMessage: 'Distancia desconocida',
    description: 'Shown when the distance to a point is not known',
  },
  mapLabel: {
    id: 'geo.pickup.mapLabel',
    defaultMessage: 'Mapa de puntos de retiro',
    description: 'Accessible name of the map of pickup points',
  },
  mapLoading: {
    id: 'geo.pickup.mapLoading',
    defaultMessage: 'Cargando el mapa…',
    description: 'Shown while the map code loads',
  },
  mapUnavailable: {
    id: 'geo.pickup.mapUnavailable',
    defaultMessage:
      'El mapa no está disponible en este momento. Puedes elegir tu punto en la lista.',
    description: 'Notice when the map or its tiles fail to load and only the list is shown',
  },
  mapLowData: {
    id: 'geo.pickup.mapLowData',
    defaultMessage: 'Ahorro de datos activado: el mapa no se carga. Elige tu punto en la lista.',
    description: 'Notice in low-data mode, where the map is not loaded and only the list is shown',
  },
  youAreHere: {
    id: 'geo.pickup.youAreHere',
    defaultMessage: 'Estás aquí',
    description: 'Tooltip of the shopper position on the map',
  },
});
