// zod for the storefront (zod/mini's functional API): every app imports `z` from here, never
// from 'zod', so that the page loads one copy (README, "Independent deploys", "zod once per
// page"). Add a function to functions.ts before using it.
import * as z from './functions';

export { z };
