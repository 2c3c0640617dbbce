import { useBusState, type ContextChangedPayload } from '@barrio/shared/bus';
import { DEFAULT_LOCALE, localeForCountry } from '@barrio/shared/i18n';

const NO_CONTEXT: ContextChangedPayload = {
  shop: null,
  countryId: 2,
  locale: DEFAULT_LOCALE,
  customer: null,
  tierId: null,
  flags: {},
};

/** The shell's current shop, country, customer and tier; Mexico's defaults until it speaks. */
export function useShellContext(): ContextChangedPayload {
  const context = useBusState('shell:context-changed') ?? NO_CONTEXT;
  const countryId = context.shop?.country_id ?? context.countryId;
  return { ...context, countryId, locale: context.locale || localeForCountry(countryId) };
}
