import { COUNTRIES, countryById } from '@barrio/shared/countries';
import { parsePhone } from '@barrio/shared/phone';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { AppError, badRequest } from '../../errors/app-error';
import type { AuthContext, Role, SessionCustomer } from './auth-types';
import { GUEST } from './auth-types';
import {
  createCustomer,
  deleteSession,
  findCustomerById,
  findCustomerByPhone,
  findLiveSession,
  insertSession,
  leadershipOf,
  ownedShopIds,
  type CustomerRow,
} from './session-repository';
import {
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  SESSION_TTL_MS,
  keyedHash,
  newSessionToken,
  newSignInCode,
  sameHash,
} from './tokens';

const dialCodes = [...COUNTRIES]
  .filter((c, i, all) => all.findIndex((o) => o.dialCode === c.dialCode) === i)
  .sort((a, b) => b.dialCode.length - a.dialCode.length);

/**
 * The phone in its stored form (read as typed in `countryId` when given), or a 400 naming
 * the field and the country, so the form can say "not a valid number for Mexico".
 */
export function canonicalPhone(raw: string, countryId?: number | null, field = 'phone'): string {
  const parsed = parsePhone(raw, countryId);
  if (!parsed.ok) {
    const country = countryId ? countryById(countryId) : undefined;
    throw badRequest(
      'invalid_phone',
      country
        ? `The phone number is not a valid number for ${country.name}.`
        : 'The phone number is not valid.',
      {
        fields: { [field]: 'Not a valid phone number.' },
        details: { country_id: country?.id ?? null },
      },
    );
  }
  return parsed.e164;
}

export function countryIdForPhone(phone: string): number | null {
  const digits = phone.replace(/^\+/, '');
  return dialCodes.find((c) => digits.startsWith(c.dialCode))?.id ?? null;
}

/** Works out the caller's roles from the customer row, leadership and shop ownership. */
export async function authContextFor(
  db: DbOrTx,
  customer: CustomerRow,
  token: string | null,
): Promise<AuthContext> {
  const [leadership, owned] = await Promise.all([
    leadershipOf(db, customer.id),
    ownedShopIds(db, customer.id),
  ]);
  let role: Role = 'customer';
  if (customer.role === 'support') role = 'support';
  else if (leadership.length > 0) role = 'community_leader';
  else if (owned.length > 0) role = 'shop_owner';
  return {
    customerId: customer.id,
    role,
    communityLeaderId: leadership[0]?.id ?? null,
    leaderShopIds: leadership.map((l) => l.shop_id),
    ownedShopIds: owned,
    token,
  };
}

export function toSessionCustomer(customer: CustomerRow, auth: AuthContext): SessionCustomer {
  return {
    id: customer.id,
    name: customer.name,
    last_name: customer.last_name,
    phone: customer.phone,
    email: customer.email,
    tier_id: customer.tier_id,
    customer_sub_type_id: customer.customer_sub_type_id,
    inswitch_entity_id: customer.inswitch_entity_id,
    role: auth.role,
    community_leader_id: auth.communityLeaderId,
    shop_ids: [...new Set([...auth.leaderShopIds, ...auth.ownedShopIds])],
  };
}

type Deps = Pick<AppContext, 'db' | 'config' | 'clock' | 'outbox' | 'limits'>;

/** Who asks: the client address (see TRUST_PROXY) and the device cookie, when the browser has one. */
export interface Requester {
  address: string;
  device: string | null;
}

const tooMany = (message: string, retryAfterMs: number) => {
  // The form says "try again in N minutes".
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(429, 'too_many_requests', `${message} Try again in ${minutes} minutes.`, {
    details: { retry_after_minutes: minutes },
  });
};

/** The device's stored form: keyed-hashed, so a leaked table names no cookie. */
function deviceHash(ctx: Pick<AppContext, 'config'>, device: string | null): string | null {
  return device ? keyedHash(ctx.config.sessionSecret, `device:${device}`) : null;
}

/** True when this device has signed in as this phone before. */
async function isKnownDevice(db: DbOrTx, phone: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  const row = await db
    .selectFrom('sign_in_devices')
    .select('phone')
    .where('phone', '=', phone)
    .where('device_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a hashed one-time code, invalidating the phone's earlier codes, and sends it through
 * the outbox. A device that signed in as this phone before gets a fresh code once a minute,
 * whatever anyone else did; any other request counts against its address and against the
 * phone across every address (10 minutes, an hour and a day: a back-off), so nobody can bomb a
 * phone with codes, and a stranger on the owner's shared address cannot lock the owner out.
 */
export async function requestSignInCode(
  ctx: Deps,
  rawPhone: string,
  countryId: number | undefined,
  requester: Requester,
): Promise<{ phone: string; expiresAt: Date }> {
  const phone = canonicalPhone(rawPhone, countryId);
  if (!countryIdForPhone(phone)) {
    throw badRequest('unsupported_country', 'Phone numbers of this country cannot sign in.', {
      fields: { phone: 'The country of this phone number is not served.' },
    });
  }
  const now = ctx.clock.now();
  const device = deviceHash(ctx, requester.device);
  if (await isKnownDevice(ctx.db, phone, device)) {
    const verdict = await ctx.limits.signInCodesPerKnownDevice.consume(`${phone}:${device}`);
    if (!verdict.allowed)
      throw tooMany('A new code can be requested once a minute.', verdict.retryAfterMs);
  } else {
    const byAddress = await ctx.limits.signInCodesPerAddress.consume(
      requesterKey(ctx, requester.address),
    );
    if (!byAddress.allowed)
      throw tooMany('Too many sign-in codes requested from this address.', byAddress.retryAfterMs);
    const byPhone = await ctx.limits.signInCodesPerPhone.consume(phoneKey(ctx, phone));
    if (!byPhone.allowed)
      throw tooMany('Too many codes were requested for this phone.', byPhone.retryAfterMs);
  }
  const code = newSignInCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await ctx.db.transaction().execute(async (trx) => {
    // One live code per phone: guesses are counted against it alone (MAX_CODE_ATTEMPTS).
    await trx
      .updateTable('auth_codes')
      .set({ consumed_at: now })
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_codes')
      .values({
        phone,
        code_hash: keyedHash(ctx.config.sessionSecret, `${phone}:${code}`),
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
  });
  await ctx.outbox.send({
    to: phone,
    template: 'sign_in_code',
    params: { code },
    message: `Tu código de acceso a Barrio es ${code}. Vence en 10 minutos. No lo compartas con nadie.`,
  });
  return { phone, expiresAt };
}

const invalidCode = () =>
  new AppError(400, 'invalid_code', 'The code is wrong or has expired.', {
    fields: { code: 'Wrong or expired code.' },
  });

/**
 * Checks the code against the phone's one live code and opens a session. Guesses are capped
 * per code (MAX_CODE_ATTEMPTS, then the code is dead and a fresh one is needed), not per phone,
 * so a stranger's wrong guesses never stop the owner from using the next code. Guesses from a
 * device unknown to this phone also count against its address.
 */
export async function signInWithCode(
  ctx: Deps,
  rawPhone: string,
  code: string,
  countryId: number | undefined,
  requester: Requester,
): Promise<{
  token: string;
  customer: SessionCustomer;
  expiresAt: Date;
}> {
  const phone = canonicalPhone(rawPhone, countryId);
  const now = ctx.clock.now();
  const device = deviceHash(ctx, requester.device);
  if (!(await isKnownDevice(ctx.db, phone, device))) {
    const verdict = await ctx.limits.signInAttemptsPerAddress.consume(
      requesterKey(ctx, requester.address),
    );
    if (!verdict.allowed)
      throw tooMany('Too many sign-in attempts from this address.', verdict.retryAfterMs);
  }
  const live = await ctx.db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live) throw invalidCode();
  // The guess is taken before comparing, atomically: parallel guesses cannot exceed the cap.
  const guess = await ctx.db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!guess) throw invalidCode();
  const given = keyedHash(ctx.config.sessionSecret, `${phone}:${code}`);
  if (!sameHash(live.code_hash, given)) {
    if (guess.attempts >= MAX_CODE_ATTEMPTS)
      await ctx.db
        .updateTable('auth_codes')
        .set({ consumed_at: now })
        .where('id', '=', live.id)
        .execute();
    throw invalidCode();
  }
  const consumed = await ctx.db
    .updateTable('auth_codes')
    .set({ consumed_at: now })
    .where('id', '=', live.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw invalidCode();

  if (device) {
    await ctx.db
      .insertInto('sign_in_devices')
      .values({ phone, device_hash: device, created_at: now, last_signed_in_at: now })
      .onConflict((oc) =>
        oc.columns(['phone', 'device_hash']).doUpdateSet({ last_signed_in_at: now }),
      )
      .execute();
  }
  const customer =
    (await findCustomerByPhone(ctx.db, phone)) ??
    (await createCustomer(ctx.db, { phone, country_id: countryIdForPhone(phone) ?? 2 }));
  return openSession(ctx, customer, now);
}

/** The requester (client address) as stored in counter keys: keyed-hashed, never in clear. */
function requesterKey(ctx: Pick<AppContext, 'config'>, requester: string): string {
  return keyedHash(ctx.config.sessionSecret, `requester:${requester}`).slice(0, 32);
}

/** A phone as counter keys hold it: keyed-hashed, so Redis holds no phone numbers. */
export function phoneKey(ctx: Pick<AppContext, 'config'>, phone: string): string {
  return keyedHash(ctx.config.sessionSecret, `phone:${phone}`).slice(0, 32);
}

export async function openSession(
  ctx: Pick<AppContext, 'db' | 'config'>,
  customer: CustomerRow,
  now: Date,
): Promise<{ token: string; customer: SessionCustomer; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(ctx.db, {
    token_hash: keyedHash(ctx.config.sessionSecret, token),
    customer_id: customer.id,
    expires_at: expiresAt,
    created_at: now,
  });
  const auth = await authContextFor(ctx.db, customer, token);
  return { token, customer: toSessionCustomer(customer, auth), expiresAt };
}

export async function closeSession(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string,
): Promise<void> {
  await deleteSession(ctx.db, keyedHash(ctx.config.sessionSecret, token));
}

/** The session behind a token, or null when it is unknown or expired. */
export async function resolveSession(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<{ auth: AuthContext; customer: CustomerRow } | null> {
  const session = await findLiveSession(
    ctx.db,
    keyedHash(ctx.config.sessionSecret, token),
    ctx.clock.now(),
  );
  if (!session) return null;
  const customer = await findCustomerById(ctx.db, session.customer_id);
  if (!customer) return null;
  return { auth: await authContextFor(ctx.db, customer, token), customer };
}

export { GUEST };
