import { createCatalogueLoader } from '@barrio/shared/i18n';

// One chunk per locale: a shopper downloads only the catalogue they read.
export const loadShellMessages = createCatalogueLoader({
  'es-MX': () => import('../../../lang/es-MX.json'),
  'es-AR': () => import('../../../lang/es-AR.json'),
  'es-PE': () => import('../../../lang/es-PE.json'),
  'es-CO': () => import('../../../lang/es-CO.json'),
  'en-US': () => import('../../../lang/en-US.json'),
});
