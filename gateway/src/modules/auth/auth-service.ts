import { COUNTRIES, countryById } from '@barrio/shared/countries';
import { parsePhone } from '@barrio/shared/phone';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { AppError, badRequest, tooManyRequests } from '../../errors/app-error';
import type { AuthContext, Role, SessionCustomer } from './auth-types';
import { GUEST } from './auth-types';
import { takeFromWindow } from './rate-counters';
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
  CODE_WINDOW_MS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_WINDOW,
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

type Deps = Pick<AppContext, 'db' | 'config' | 'clock' | 'outbox'>;

/** Stores a hashed one-time code and sends it through the outbox. */
export async function requestSignInCode(
  ctx: Deps,
  rawPhone: string,
  countryId: number | undefined,
  requester: string,
): Promise<{ phone: string; expiresAt: Date }> {
  const phone = canonicalPhone(rawPhone, countryId);
  if (!countryIdForPhone(phone)) {
    throw badRequest('unsupported_country', 'Phone numbers of this country cannot sign in.', {
      fields: { phone: 'The country of this phone number is not served.' },
    });
  }
  const now = ctx.clock.now();
  // Counted per phone *and* requester: a stranger using up their own allowance for someone's
  // phone leaves the owner's untouched, so nobody can lock an owner out of sign-in.
  const window = await takeFromWindow(
    ctx.db,
    `sign-in-code:${phone}:${requesterKey(ctx, requester)}`,
    { limit: MAX_CODES_PER_WINDOW, windowMs: CODE_WINDOW_MS },
    now,
  );
  if (!window.allowed) {
    // The form says "try again in N minutes": the window frees up when it ends.
    const minutes = Math.max(1, Math.ceil((window.resetsAt.getTime() - now.getTime()) / 60_000));
    throw new AppError(
      429,
      'too_many_requests',
      `Too many codes were requested for this phone; try again in ${minutes} minutes.`,
      { details: { retry_after_minutes: minutes } },
    );
  }
  const code = newSignInCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await ctx.db
    .insertInto('auth_codes')
    .values({
      phone,
      code_hash: keyedHash(ctx.config.sessionSecret, `${phone}:${code}`),
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
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

/** How many of a phone's newest live codes a sign-in is compared with. */
const LIVE_CODES_CHECKED = 10;

/**
 * Checks the code against the phone's live codes and opens a session. Wrong attempts are
 * limited per phone and requester, so a stranger's guesses never lock the owner out; the
 * owner's message may carry any live code (a stranger can make us send one).
 */
export async function signInWithCode(
  ctx: Deps,
  rawPhone: string,
  code: string,
  countryId: number | undefined,
  requester: string,
): Promise<{ token: string; customer: SessionCustomer; expiresAt: Date }> {
  const phone = canonicalPhone(rawPhone, countryId);
  const now = ctx.clock.now();
  // Taken before comparing, atomically, so parallel guesses cannot exceed the limit.
  const attempt = await takeFromWindow(
    ctx.db,
    `sign-in-attempt:${phone}:${requesterKey(ctx, requester)}`,
    { limit: MAX_CODE_ATTEMPTS, windowMs: CODE_WINDOW_MS },
    now,
  );
  if (!attempt.allowed) throw tooManyRequests('Too many wrong attempts; request a new code later.');
  const live = await ctx.db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIVE_CODES_CHECKED)
    .execute();
  const given = keyedHash(ctx.config.sessionSecret, `${phone}:${code}`);
  const match = live.find((row) => sameHash(row.code_hash, given));
  if (!match) throw invalidCode();

  const consumed = await ctx.db
    .updateTable('auth_codes')
    .set((eb) => ({ consumed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', match.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw invalidCode();

  const customer =
    (await findCustomerByPhone(ctx.db, phone)) ??
    (await createCustomer(ctx.db, { phone, country_id: countryIdForPhone(phone) ?? 2 }));
  return openSession(ctx, customer, now);
}

/** The requester (client address) as stored in counter keys: keyed-hashed, never in clear. */
function requesterKey(ctx: Pick<AppContext, 'config'>, requester: string): string {
  return keyedHash(ctx.config.sessionSecret, `requester:${requester}`).slice(0, 32);
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
