import { createCatalogueLoader } from '@barrio/shared/i18n';

// One chunk per translated locale: a shopper downloads only the catalogue they read, and none
// in es-MX, the source, whose texts are the code's own defaultMessages.
export const loadShellMessages = createCatalogueLoader({
  'es-AR': () => import('../../../lang/es-AR.json'),
  'es-PE': () => import('../../../lang/es-PE.json'),
  'es-CO': () => import('../../../lang/es-CO.json'),
  'en-US': () => import('../../../lang/en-US.json'),
});
