/** Where map tiles come from; the attribution is HTML as the tile provider asks for it. */
export interface TileSource {
  url: string;
  attribution: string;
}

export const OSM_TILE_SOURCE: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const TILE_URL_META = 'barrio:map-tile-url';
export const TILE_ATTRIBUTION_META = 'barrio:map-tile-attribution';

function metaContent(doc: Document, name: string): string | null {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return content ? content : null;
}

/**
 * A deployment can point the map at another tile server (a cache, a paid provider) with a
 * `<meta name="barrio:map-tile-url">` in the shell's page, without rebuilding this remote.
 */
export function resolveTileSource(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): TileSource {
  if (!doc) return OSM_TILE_SOURCE;
  const url = metaContent(doc, TILE_URL_META);
  if (!url) return OSM_TILE_SOURCE;
  return {
    url,
    attribution: metaContent(doc, TILE_ATTRIBUTION_META) ?? OSM_TILE_SOURCE.attribution,
  };
}
