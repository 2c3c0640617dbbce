import { z } from '../../zod';
import { SUPPORTED_LOCALES } from '../../i18n/locales';

const description =
  'The visitor’s locale (e.g. en-US): texts translated into it come translated, the rest in their original language';

/**
 * `?locale=` of the catalogue reads (categories, menus, banners, products): texts that have a
 * translation in that locale come translated, every other text in its original language.
 * Declared once: the gateway validates and documents it, the remotes send the shell's locale.
 */
export const contentLocaleSchema = z
  .optional(z.enum(SUPPORTED_LOCALES))
  .check(z.describe(description));
export type ContentLocale = z.infer<typeof contentLocaleSchema>;
