/** Why the map was given up: its tiles could not load, its code failed, or data is saved. */
export type MapFailure = 'tiles' | 'library' | 'low-data';
