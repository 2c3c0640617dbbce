import { z } from 'zod';
import { CONFIRMATION_MESSAGE_CAP } from '@barrio/shared/domain';

export const sendMessageSchema = z
  .strictObject({
    to: z.string().trim().min(6).max(32),
    message: z.string().trim().min(1).max(CONFIRMATION_MESSAGE_CAP),
    useContentTemplate: z.boolean().optional().default(false),
    contentSid: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable()
      .optional(),
    templateParams: z
      .record(z.string().regex(/^[A-Za-z0-9_]{1,32}$/), z.union([z.string().max(300), z.number()]))
      .refine((params) => Object.keys(params).length <= 20, 'At most 20 parameters.')
      .nullable()
      .optional(),
  })
  .refine((body) => !body.useContentTemplate || !!body.contentSid, {
    message: 'contentSid is required with useContentTemplate.',
    path: ['contentSid'],
  });
export type SendMessageBody = z.output<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z.object({
  sent: z.literal(true),
  id: z.number(),
  status: z.string(),
});
