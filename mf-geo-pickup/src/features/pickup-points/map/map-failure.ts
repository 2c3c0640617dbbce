/** Why the map was given up: its tiles could not load, or its code failed. */
export type MapFailure = 'tiles' | 'library';
