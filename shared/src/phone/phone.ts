import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { countryById, countryBySlug } from '../countries';
import { ARGENTINA, argentineMobile } from './argentine-mobile';
import { PHONE_METADATA } from './metadata';

export const PHONE_REGIONS = ['ar', 'mx', 'pe'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

/** Why a typed phone cannot be used: nothing typed, or not a number of the shop's country. */
export type PhoneProblem = 'empty' | 'invalid';
export type ParsedPhone = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

function regionOf(countryId: number | null | undefined): CountryCode | undefined {
  return countryId === null || countryId === undefined ? undefined : countryById(countryId)?.iso;
}

/**
 * Reads a phone as people type it in the shop's country ('55 1234 5678' in Mexico,
 * '987 654 321' in Peru, '011 15 5555 0001' in Argentina) with libphonenumber's numbering
 * plans. A number with its international prefix ('+52…' or '52…' when the local reading
 * fails) is read as such. Argentine numbers end up as +549… (SPEC §5). Only the storefront's
 * countries' plans are known (./metadata.ts): a number of any other country is invalid.
 */
export function parsePhone(raw: string | null | undefined, countryId?: number | null): ParsedPhone {
  const text = (raw ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return { ok: false, problem: 'empty' };
  const region = regionOf(countryId);
  const international = text.startsWith('+') || text.startsWith('00');
  const candidates = international
    ? [`+${digits.replace(/^00/, '')}`]
    : region
      ? [text, `+${digits}`]
      : [`+${digits}`];
  for (const candidate of candidates) {
    const parsed = region
      ? parsePhoneNumberFromString(candidate, region, PHONE_METADATA)
      : parsePhoneNumberFromString(candidate, PHONE_METADATA);
    if (!parsed?.isValid()) continue;
    if (
      region &&
      parsed.country !== region &&
      !(countryId === ARGENTINA && parsed.countryCallingCode === '54')
    )
      continue;
    const e164 =
      countryId === ARGENTINA ? `+${argentineMobile(parsed.number.slice(1))}` : parsed.number;
    return { ok: true, e164 };
  }
  return { ok: false, problem: 'invalid' };
}

/**
 * The phone in E.164 when it is a valid number of the country (see parsePhone); otherwise
 * '+' followed by its digits (Argentine ones forced to +549…), so that what a caller stores
 * or compares is stable even for input that validation will reject. '' when there is no digit.
 */
export function normalizePhone(raw: string | null | undefined, countryId?: number | null): string {
  const parsed = parsePhone(raw, countryId);
  if (parsed.ok) return parsed.e164;
  const digits = (raw ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `+${countryId === ARGENTINA ? argentineMobile(digits) : digits}`;
}

/** Region for phone input widgets: ar, mx or pe (the Peruvian variant included), else mx. */
export function phoneRegion(code?: string | number | null): PhoneRegion {
  if (code === null || code === undefined || code === '') return 'mx';
  const country =
    typeof code === 'number' || /^\d+$/.test(code) ? countryById(code) : countryBySlug(code);
  const iso = country?.iso.toLowerCase() ?? String(code).trim().toLowerCase();
  return (PHONE_REGIONS as readonly string[]).includes(iso) ? (iso as PhoneRegion) : 'mx';
}
