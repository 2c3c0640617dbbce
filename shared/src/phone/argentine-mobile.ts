/** The Argentine phone rule of SPEC §5, the one country whose numbers get a fixed prefix. */
export const ARGENTINA = 1;
const AR_MOBILE_PREFIX = '549';

/**
 * Argentine numbers are always stored in the mobile form +549… (from the +54, 549 or 54 forms,
 * or a national number with its leading zeros): digits in, digits out.
 */
export function argentineMobile(digits: string): string {
  if (digits.startsWith(AR_MOBILE_PREFIX)) return digits;
  if (digits.startsWith('54')) return AR_MOBILE_PREFIX + digits.slice(2);
  return AR_MOBILE_PREFIX + digits.replace(/^0+/, '');
}
