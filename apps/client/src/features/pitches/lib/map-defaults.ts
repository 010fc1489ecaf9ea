/** The map of pitches: centred around Kraków at zoom 11 (spec: Challenge creation). */
export const DEFAULT_CENTER: [number, number] = [50.0614, 19.9366];
export const DEFAULT_ZOOM = 11;

/** OpenStreetMap tiles; the map keeps working (dark ground, markers) when they cannot load. */
export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
