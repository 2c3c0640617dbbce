import { Router } from 'express';
import { z } from 'zod';
import { countrySchema } from '@barrio/shared/contract';
import { countryById, countryBySlug, type Country } from '@barrio/shared/countries';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { parseParams } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';

const params = z.strictObject({
  id: z.string().regex(/^([0-9]{1,6}|[a-z0-9]{2})$/, 'A country id or slug.'),
});

/** The country's first ordinary shop: `demo-<slug>` when present, else the oldest plain shop. */
export async function defaultShopSlug(db: DbOrTx, country: Country): Promise<string | null> {
  const row = await db
    .selectFrom('shops')
    .select('slug')
    .where('country_id', '=', country.id)
    .where('is_active', '=', true)
    .where('act_as_delivery_point', '=', false)
    .where('community_leader_id', 'is', null)
    .where('customer_type_id', '=', 1)
    .orderBy((eb) => eb.case().when('slug', '=', `demo-${country.slug}`).then(0).else(1).end())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.slug ?? null;
}

export function countryRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/country/{id}',
    summary: 'A country by id (or slug) with its default shop',
    tags: ['countries'],
    params,
    responses: {
      200: { description: 'The country', schema: countrySchema },
      404: { description: 'Unknown country (code country_not_found)' },
    },
  });
  router.get('/api/country/:id', async (req, res) => {
    const { id } = parseParams(params, req);
    const country = /^[0-9]+$/.test(id) ? countryById(Number(id)) : countryBySlug(id);
    if (!country) throw notFound('country_not_found', `There is no country "${id}".`);
    const stored = await ctx.db
      .selectFrom('countries')
      .select(['name', 'locale', 'theme'])
      .where('id', '=', country.id)
      .executeTakeFirst();
    if (!stored) throw notFound('country_not_found', `There is no country "${id}".`);
    res.set('Cache-Control', 'public, max-age=300');
    res.json({
      id: country.id,
      slug: country.slug,
      iso: country.iso,
      name: stored.name,
      currency_symbol: country.currencySymbol,
      locale: stored.locale,
      theme: stored.theme,
      wallet_balance_payment: country.walletBalancePayment,
      health_unit_flow: country.healthUnitFlow,
      map_center: country.mapCenter,
      support: country.support
        ? { phone: country.support.phone, chatbot_code: country.support.chatbotCode }
        : null,
      default_shop_slug: await defaultShopSlug(ctx.db, country),
    });
  });

  return router;
}
