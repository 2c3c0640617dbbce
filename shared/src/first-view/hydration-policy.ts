/**
 * How a part of a server-rendered page comes alive in the browser (see hydration-island):
 * - `eager`: with the page, in its hydration (what is interactive and on the first screen);
 * - `visible`: when it comes near the viewport;
 * - `idle`: when the browser has nothing else to do;
 * - `interaction`: on the first input inside it;
 * - `never`: it stays the server's markup (static text and pictures).
 * Every policy but `never` also comes alive on the first input inside it.
 */
export const HYDRATION_POLICIES = ['eager', 'visible', 'idle', 'interaction', 'never'] as const;

export type HydrationPolicy = (typeof HYDRATION_POLICIES)[number];
