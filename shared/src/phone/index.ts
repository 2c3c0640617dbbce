// Phone numbers as people type them in each country, read with libphonenumber's numbering
// plans, and the guest customer an order is placed for (known by a phone). An entry of its own:
// libphonenumber (about 10 KB brotli with its plans for our countries) loads only with the screens that read a phone
// (sign-in, checkout, a leader's forms), never with the shop page.
export { PHONE_REGIONS, normalizePhone, parsePhone, phoneRegion } from './phone';
export type { ParsedPhone, PhoneProblem, PhoneRegion } from './phone';
export { buildGuestCustomer } from './guest-customer';
export type { GuestCustomer } from './guest-customer';
