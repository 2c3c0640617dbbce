// zod for the storefront: every app imports `z` from here, never from 'zod', so that the page
// loads one copy (README, "Sharing by state"). Add a function to functions.ts before using it.
import * as z from './functions';

export { z };
