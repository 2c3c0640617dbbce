/** Guest names are sent in lowercase. */
export function lowercaseGuestName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

/**
 * A stored name as people write it: 'maría del carmen' → 'María Del Carmen'. Guest names are
 * stored lowercase (SPEC §3), so screens that show them to people title-case them.
 */
export function titleCaseName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('es')
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase('es'),
    );
}
