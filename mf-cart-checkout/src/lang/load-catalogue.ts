import { createCatalogueLoader } from '@barrio/shared/i18n';

/** One chunk per locale, downloaded only when the shell's locale asks for it. */
export const loadCartCheckoutCatalogue = createCatalogueLoader({
  'es-MX': () => import('./es-MX.json'),
  'es-AR': () => import('./es-AR.json'),
  'es-PE': () => import('./es-PE.json'),
  'es-CO': () => import('./es-CO.json'),
  'en-US': () => import('./en-US.json'),
});
