import type { MetadataJson } from 'libphonenumber-js/core';
import world from 'libphonenumber-js/metadata.min.json';
import { COUNTRIES } from '../countries';
import { PHONE_METADATA } from './metadata';

// metadata.ts is generated (node scripts/phone-metadata.mjs): it must hold, unchanged, the
// installed library's plans for exactly the country table's countries.
describe('PHONE_METADATA', () => {
  const full = world as unknown as MetadataJson;
  const isos: string[] = [...new Set(COUNTRIES.map((country) => country.iso))].sort();

  it("holds every country of the table and no other, each as the library's own plan", () => {
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual(isos);
    for (const iso of isos) {
      expect(PHONE_METADATA.countries[iso as keyof typeof PHONE_METADATA.countries]).toEqual(
        full.countries[iso as keyof typeof full.countries],
      );
    }
  });

  it("keeps the library's calling codes of those countries and its format version", () => {
    expect(PHONE_METADATA.version).toBe(full.version);
    const codes = Object.entries(full.country_calling_codes).filter(([, shared]) =>
      shared.some((iso) => isos.includes(iso)),
    );
    expect(PHONE_METADATA.country_calling_codes).toEqual(Object.fromEntries(codes));
    expect(PHONE_METADATA.nonGeographic).toEqual({});
  });
});
