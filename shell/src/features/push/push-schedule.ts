import {
  PUSH_TOKEN_REFRESH_MS,
  WEB_PUSH_HEARTBEAT_MS,
  WEB_PUSH_REFRESH_MS,
} from '@barrio/shared/domain';

export interface PushScheduleInput {
  now: number;
  /** When the registration was last saved (shared/storage push_token_saved_at), or null. */
  savedAt: number | null;
  /** The subscription endpoint saved then, and the browser's current one. */
  savedEndpoint: string | null;
  endpoint: string;
  /** When the last heartbeat went out, or null. */
  heartbeatAt: number | null;
}

export type PushWork = 'register' | 'heartbeat' | 'nothing';

/**
 * SPEC §4/§9: a changed token is saved again only 48 hours after the last save; a web
 * registration is refreshed every 7 days; in between, one heartbeat a day at most.
 */
export function decidePushWork(input: PushScheduleInput): PushWork {
  const { now, savedAt, savedEndpoint, endpoint, heartbeatAt } = input;
  if (savedAt === null) return 'register';
  const sinceSave = now - savedAt;
  if (sinceSave >= WEB_PUSH_REFRESH_MS) return 'register';
  if (savedEndpoint !== endpoint && sinceSave >= PUSH_TOKEN_REFRESH_MS) return 'register';
  // A save is a sign of life too.
  if (now - Math.max(heartbeatAt ?? savedAt, savedAt) >= WEB_PUSH_HEARTBEAT_MS) return 'heartbeat';
  return 'nothing';
}
