import { COUNTRIES, countryById, countryBySlug, type Country } from '@barrio/shared/countries';
import type { DbOrTx } from '../../db/schema';

export const THEME_COLORS = {
  default: { theme: '#ff6b1a', background: '#ffffff' },
  blue: { theme: '#1d5fbf', background: '#ffffff' },
} as const;

const DEFAULT_COUNTRY = COUNTRIES.find((c) => c.id === 2)!;

export interface ResolvedManifestTarget {
  country: Country;
  /** First path segment the app was opened on ('mx', 'demo-mx'), used as start_url. */
  startPath: string;
}

/** `country_id` is a country id, a country slug, or a storefront path whose shop names the country. */
export async function resolveManifestTarget(
  db: DbOrTx,
  raw: string | undefined,
): Promise<ResolvedManifestTarget> {
  const value = (raw ?? '').trim();
  if (/^[0-9]+$/.test(value)) {
    const country = countryById(Number(value));
    if (country) return { country, startPath: `/${country.slug}` };
  }
  const segment = value.replace(/^\/+/, '').split(/[/?#]/)[0]?.toLowerCase() ?? '';
  if (segment) {
    const bySlug = countryBySlug(segment);
    if (bySlug) return { country: bySlug, startPath: `/${bySlug.slug}` };
    if (/^[a-z0-9][a-z0-9-]{0,62}$/.test(segment)) {
      const shop = await db
        .selectFrom('shops')
        .select(['country_id', 'slug'])
        .where('slug', '=', segment)
        .executeTakeFirst();
      const country = shop ? countryById(shop.country_id) : undefined;
      if (shop && country) return { country, startPath: `/${shop.slug}` };
    }
  }
  return { country: DEFAULT_COUNTRY, startPath: `/${DEFAULT_COUNTRY.slug}` };
}

export function buildManifest(target: ResolvedManifestTarget) {
  const { country, startPath } = target;
  const colors = THEME_COLORS[country.theme];
  const iconBase = `/api/manifest/icons/${country.theme}`;
  return {
    name: `Barrio ${country.name}`,
    short_name: 'Barrio',
    description: 'Compra en las tiendas de tu barrio y retira o recibe tu pedido.',
    lang: country.locale,
    start_url: startPath,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: [
      { src: `${iconBase}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${iconBase}-maskable.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      // PNGs too: installing (and the splash screen) on Android needs 192 and 512 px PNGs.
      { src: `${iconBase}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${iconBase}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${iconBase}-maskable-192.png`,
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: `${iconBase}-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** The app icon: a shop awning on the country theme's colour. */
export function iconSvg(theme: keyof typeof THEME_COLORS, maskable: boolean): string {
  const color = THEME_COLORS[theme].theme;
  const inset = maskable ? 96 : 48;
  const size = 512 - inset * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${maskable ? 0 : 96}" fill="${color}"/>
<g transform="translate(${inset} ${inset}) scale(${size / 416})">
<path d="M48 120h320l32 80H16z" fill="#fff"/>
<path d="M16 200c0 26 22 44 48 44s48-18 48-44c0 26 22 44 48 44s48-18 48-44c0 26 22 44 48 44s48-18 48-44c0 26 22 44 48 44s48-18 48-44" fill="none" stroke="#fff" stroke-width="20"/>
<rect x="64" y="250" width="288" height="130" rx="12" fill="#fff"/>
<rect x="176" y="290" width="64" height="90" fill="${color}"/>
</g>
</svg>`;
}
