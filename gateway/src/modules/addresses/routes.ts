import { Router, type Request } from 'express';
import { z } from 'zod';
import { savedAddressSchema, savedAddressesSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { intParam } from '../../http/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { requireSignedIn } from '../auth/auth-middleware';
import { assertCanActForCustomer } from '../customers/leader-scope';
import {
  countAddresses,
  deleteAddress,
  findAddressOwner,
  insertAddress,
  lockAddressBook,
  listAddresses,
} from './address-repository';

export const MAX_ADDRESSES = 20;

const listQuery = z.strictObject({ customer_id: intParam.optional() });
const createBody = z.strictObject({
  label: z.string().trim().min(1).max(60),
  main_line: z.string().trim().min(3).max(200),
  details: z.string().trim().max(300).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  customer_id: z.number().int().positive().optional(),
});
const idParams = z.strictObject({ id: intParam });

/** The customer whose book is used: the caller's own, or one a community leader acts for. */
async function bookOwner(
  ctx: AppContext,
  req: Request,
  requested: number | undefined,
): Promise<number> {
  if (requested === undefined) return requireSignedIn(req);
  // Someone else's book, like any customer-scoped data, "does not exist" for strangers.
  await assertCanActForCustomer(req.auth, requested, ctx.db);
  return requested;
}

export function addressRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/addresses',
    summary: "The signed-in customer's address book (or a customer's, for their community leader)",
    tags: ['addresses'],
    query: listQuery,
    security: true,
    responses: { 200: { description: 'Addresses, newest first', schema: savedAddressesSchema } },
  });
  router.get('/api/addresses', async (req, res) => {
    const { customer_id } = parseQuery(listQuery, req);
    const owner = await bookOwner(ctx, req, customer_id);
    res.set('Cache-Control', 'private, no-store').json(await listAddresses(ctx.db, owner));
  });

  registerOperation({
    method: 'post',
    path: '/api/addresses',
    summary: 'Add an address to the book',
    tags: ['addresses'],
    body: createBody,
    security: true,
    responses: {
      201: { description: 'Created', schema: savedAddressSchema },
      409: { description: 'The book is full' },
    },
  });
  router.post('/api/addresses', async (req, res) => {
    const body = parseBody(createBody, req);
    const owner = await bookOwner(ctx, req, body.customer_id);
    // Count and insert under the owner's row lock: parallel requests cannot both see room.
    const address = await ctx.db.transaction().execute(async (trx) => {
      await lockAddressBook(trx, owner);
      if ((await countAddresses(trx, owner)) >= MAX_ADDRESSES) {
        throw conflict(
          'address_book_full',
          `An address book holds at most ${MAX_ADDRESSES} addresses.`,
        );
      }
      return insertAddress(trx, {
        customer_id: owner,
        label: body.label,
        main_line: body.main_line,
        details: body.details ?? null,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        created_at: ctx.clock.now(),
      });
    });
    res.status(201).json(address);
  });

  registerOperation({
    method: 'delete',
    path: '/api/addresses/{id}',
    summary: 'Remove an address from the book',
    tags: ['addresses'],
    params: idParams,
    security: true,
    responses: { 204: { description: 'Removed' }, 404: { description: 'Not found or not yours' } },
  });
  router.delete('/api/addresses/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    const owner = await findAddressOwner(ctx.db, id);
    if (owner === undefined) throw notFound('address_not_found', 'Address not found.');
    await assertCanActForCustomer(req.auth, owner, ctx.db, 'address_not_found');
    await deleteAddress(ctx.db, id);
    res.status(204).end();
  });

  return router;
}
