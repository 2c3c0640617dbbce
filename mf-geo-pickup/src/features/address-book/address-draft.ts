import type { LatLng } from '@barrio/shared/countries';

/** The gateway's limits for POST /api/addresses, checked here first for a friendlier answer. */
export const ADDRESS_LIMITS = {
  labelMax: 60,
  mainLineMin: 3,
  mainLineMax: 200,
  detailsMax: 300,
} as const;

export interface AddressDraft {
  label: string;
  main_line: string;
  details: string;
  coordinates: LatLng | null;
}

export const EMPTY_DRAFT: AddressDraft = {
  label: '',
  main_line: '',
  details: '',
  coordinates: null,
};

export type AddressField = 'label' | 'main_line' | 'details';
export type AddressFieldError = 'required' | 'tooShort' | 'tooLong';
export type AddressDraftErrors = Partial<Record<AddressField, AddressFieldError>>;

function lengthError(
  value: string,
  { min = 1, max }: { min?: number; max: number },
): AddressFieldError | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  if (length > max) return 'tooLong';
  return undefined;
}

/** Field errors of a draft; an empty object when it can be sent. */
export function validateAddressDraft(draft: AddressDraft): AddressDraftErrors {
  const errors: AddressDraftErrors = {};
  const label = lengthError(draft.label, { max: ADDRESS_LIMITS.labelMax });
  if (label) errors.label = label;
  const mainLine = lengthError(draft.main_line, {
    min: ADDRESS_LIMITS.mainLineMin,
    max: ADDRESS_LIMITS.mainLineMax,
  });
  if (mainLine) errors.main_line = mainLine;
  if (draft.details.trim().length > ADDRESS_LIMITS.detailsMax) errors.details = 'tooLong';
  return errors;
}

export function hasErrors(errors: AddressDraftErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The POST /api/addresses body: trimmed text, empty details and missing coordinates left null. */
export interface NewAddressBody {
  label: string;
  main_line: string;
  details: string | null;
  lat: number | null;
  lng: number | null;
}

export function toNewAddressBody(draft: AddressDraft): NewAddressBody {
  const details = draft.details.trim();
  return {
    label: draft.label.trim(),
    main_line: draft.main_line.trim(),
    details: details === '' ? null : details,
    lat: draft.coordinates?.lat ?? null,
    lng: draft.coordinates?.lng ?? null,
  };
}
