import { isValidInstallationId } from './installation-id';

describe('isValidInstallationId', () => {
  it('accepts 22 characters starting with c, d, e or f', () => {
    expect(isValidInstallationId('cX9_aB-3kLmNoPqRsTuVwx')).toBe(true);
    expect(isValidInstallationId('dAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isValidInstallationId('eAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isValidInstallationId('fAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });

  it('refuses other first characters, lengths and characters', () => {
    expect(isValidInstallationId('aAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(isValidInstallationId('cAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(isValidInstallationId('cAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(isValidInstallationId('cAAAAAAAAAA AAAAAAAAAA')).toBe(false);
    expect(isValidInstallationId(null)).toBe(false);
    expect(isValidInstallationId(42)).toBe(false);
  });
});
