import { z } from '@barrio/shared/zod';
import { defineJsonItem, defineTextItem } from '@barrio/shared/storage';

/** The subscription endpoint last registered, to notice a changed token. */
export const pushEndpointStorage = defineTextItem('push_endpoint', z.string().check(z.url()));
/** When the last heartbeat went out (ms since the epoch). */
export const pushHeartbeatAtStorage = defineJsonItem('push_heartbeat_at', z.number());
/** The shopper said "not now" to notifications after an order: not asked again. */
export const pushPromptDeclinedStorage = defineJsonItem('push_prompt_declined', z.boolean());
