import { z } from '../../zod';

// A customer's address book (`GET|POST /api/addresses`), declared once: the gateway documents
// its answers with these schemas and mf-geo-pickup parses them.

export const savedAddressSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  label: z.string(),
  main_line: z.string(),
  details: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  created_at: z.string(),
});
export const savedAddressesSchema = z.array(savedAddressSchema);
export type SavedAddress = z.infer<typeof savedAddressSchema>;
