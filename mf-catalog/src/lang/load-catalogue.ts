import { createCatalogueLoader } from '@barrio/shared/i18n';

/**
 * One chunk per translated locale, downloaded only when the shell's locale asks for it; es-MX,
 * the source, is the code's own defaultMessages (createCatalogueLoader).
 */
export const loadCatalogCatalogue = createCatalogueLoader({
  'es-AR': () => import('./es-AR.json'),
  'es-PE': () => import('./es-PE.json'),
  'es-CO': () => import('./es-CO.json'),
  'en-US': () => import('./en-US.json'),
});
