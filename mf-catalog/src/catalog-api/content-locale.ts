import { useIntl } from 'react-intl';

/**
 * The locale the catalogue's texts are asked in: the shell's locale for the whole visit
 * (`?locale=` or the innovation route). The gateway answers translated texts where it has them.
 */
export function useContentLocale(): string {
  return useIntl().locale;
}
