import { z } from '../../zod';

// `GET /api/push/public-key`, declared once: the gateway documents it and the shell parses it.
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
