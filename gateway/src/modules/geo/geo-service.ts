import { countryByIso } from '@barrio/shared/countries';

export interface GeoResult {
  country: string | null;
  country_id: number | null;
  source: 'header' | 'ip' | null;
}

type Lookup = (ip: string) => { country: string } | null;
export type IpLookupLoader = () => Promise<Lookup>;

let lookupPromise: Promise<Lookup> | null = null;

/** The packaged IP database is large: load it on the first lookup, not at start. */
function ipLookup(): Promise<Lookup> {
  lookupPromise ??= import('geoip-country').then((mod) => {
    const api =
      (mod as { default?: { lookup: Lookup }; lookup?: Lookup }).lookup ?? mod.default?.lookup;
    if (!api) throw new Error('geoip-country has no lookup function');
    return api;
  });
  return lookupPromise;
}

const ISO = /^[A-Z]{2}$/;
// Codes CDNs use for "unknown", Tor and anonymous proxies.
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP']);

function result(iso: string, source: 'header' | 'ip'): GeoResult {
  return { country: iso, country_id: countryByIso(iso)?.id ?? null, source };
}

export function countryFromHeaders(
  headers: Record<string, string | string[] | undefined>,
  names: string[],
): string | null {
  for (const name of names) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && ISO.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}

export async function detectCountry(
  headers: Record<string, string | string[] | undefined>,
  trustedHeaders: string[],
  ip: string | undefined,
  lookup: IpLookupLoader = ipLookup,
): Promise<GeoResult> {
  const fromHeader = countryFromHeaders(headers, trustedHeaders);
  if (fromHeader) return result(fromHeader, 'header');
  if (!ip) return { country: null, country_id: null, source: null };
  const address = ip.replace(/^::ffff:/, '');
  const found = (await lookup())(address);
  if (found?.country && ISO.test(found.country)) return result(found.country, 'ip');
  return { country: null, country_id: null, source: null };
}
