/** The map's height, shared by the map and the place kept for it while it loads. */
export const MAP_HEIGHT = '260px';
