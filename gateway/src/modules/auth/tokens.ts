import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'barrio_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Guesses one code takes; then it is dead and a fresh code is needed. */
export const MAX_CODE_ATTEMPTS = 5;
/** This browser's id for the sign-in limits (a device that signed in as a phone before). */
export const DEVICE_COOKIE = 'barrio_device';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash: a leaked table of hashes cannot be replayed without the server's secret. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}
