import { z } from '../../zod';

// `GET /api/country/{id}`, declared once: the gateway documents it and the shell parses it.
export const countrySchema = z.object({
  id: z.number(),
  slug: z.string(),
  iso: z.string(),
  name: z.string(),
  currency_symbol: z.string(),
  locale: z.string(),
  theme: z.enum(['default', 'blue']),
  wallet_balance_payment: z.boolean(),
  health_unit_flow: z.boolean(),
  map_center: z.object({ lat: z.number(), lng: z.number() }),
  support: z.nullable(
    z.object({ phone: z.nullable(z.string()), chatbot_code: z.nullable(z.string()) }),
  ),
  default_shop_slug: z.nullable(z.string()),
});

export type CountryInfo = z.infer<typeof countrySchema>;
