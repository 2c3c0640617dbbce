import { createCatalogueLoader } from './catalogue';

/** Messages of the shared package itself (design system and common words). */
export const loadSharedCatalogue = createCatalogueLoader({
  'es-AR': () => import('../lang/es-AR.json'),
  'es-PE': () => import('../lang/es-PE.json'),
  'es-CO': () => import('../lang/es-CO.json'),
  'en-US': () => import('../lang/en-US.json'),
});
