import { OSM_TILE_SOURCE, resolveTileSource } from './tile-source';

afterEach(() => {
  document.head.innerHTML = '';
});

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('resolveTileSource', () => {
  it('uses the standard OpenStreetMap tiles by default', () => {
    expect(resolveTileSource()).toEqual(OSM_TILE_SOURCE);
    expect(OSM_TILE_SOURCE.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it("takes the page's tile server and attribution when configured", () => {
    addMeta('barrio:map-tile-url', 'https://tiles.example.test/{z}/{x}/{y}.png');
    expect(resolveTileSource()).toEqual({
      url: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: OSM_TILE_SOURCE.attribution,
    });
    addMeta('barrio:map-tile-attribution', 'Example tiles');
    expect(resolveTileSource().attribution).toBe('Example tiles');
  });
});
