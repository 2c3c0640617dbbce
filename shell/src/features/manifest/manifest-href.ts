/**
 * SPEC §2: the manifest link is built from the country id, or from the path when the
 * country is not known yet (the gateway reads a country slug or a shop slug there).
 */
export function manifestHref(countryId: number | null, pathname: string): string {
  const firstSegment = pathname.split('/').find((segment) => segment !== '') ?? '';
  const key = countryId !== null ? String(countryId) : firstSegment;
  return `/api/manifest?country_id=${encodeURIComponent(key)}`;
}
