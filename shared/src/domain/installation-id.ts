// Firebase installation ids: 22 URL-safe base64 characters, the first one c, d, e or f.
const INSTALLATION_ID = /^[cdef][A-Za-z0-9_-]{21}$/;

export function isValidInstallationId(id: unknown): id is string {
  return typeof id === 'string' && INSTALLATION_ID.test(id);
}
