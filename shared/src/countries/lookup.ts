import type { Country, CountryId } from './country';
import { COUNTRIES } from './table';

const byId = new Map<number, Country>(COUNTRIES.map((c) => [c.id, c]));
const bySlug = new Map<string, Country>(COUNTRIES.map((c) => [c.slug, c]));

export function countryById(id: number | string | null | undefined): Country | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  return byId.get(Number(id));
}

export function countryBySlug(slug: string | null | undefined): Country | undefined {
  if (!slug) return undefined;
  return bySlug.get(slug.trim().toLowerCase());
}

/** 'PE' is shared by Peru and its variant; the ISO code resolves to Peru (180). */
export function countryByIso(iso: string | null | undefined): Country | undefined {
  if (!iso) return undefined;
  const code = iso.trim().toUpperCase();
  return COUNTRIES.find((c) => c.iso === code);
}

export function isCountryId(id: unknown): id is CountryId {
  return typeof id === 'number' && byId.has(id);
}

/** The fixed name of each country's first ordinary shop, e.g. `demo-ar`. */
export function demoShopSlug(country: Pick<Country, 'slug'>): string {
  return `demo-${country.slug}`;
}
