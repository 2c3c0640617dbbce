import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';
const storedKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The keys from the environment, or a pair generated once and kept in the data folder: browsers
 * subscribe with the public key, so it must not change between restarts.
 */
export function resolveVapidKeys(
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir' | 'isProduction'>,
  logger: Logger,
): VapidKeys {
  const subject = config.vapidSubject;
  if (config.vapid) return { ...config.vapid, subject };
  if (config.dataDir === ':memory:') return { ...webpush.generateVAPIDKeys(), subject };

  const file = path.join(config.dataDir, KEY_FILE);
  if (existsSync(file)) {
    const parsed = storedKeys.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { ...parsed.data, subject };
    logger.warn({ file }, 'unreadable VAPID keys replaced; existing push subscriptions stop');
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  if (config.isProduction) {
    logger.warn({ file }, 'VAPID keys generated; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  }
  return { ...keys, subject };
}
