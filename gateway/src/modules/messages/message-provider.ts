import type { Logger } from 'pino';

export interface OutgoingMessage {
  id: number;
  to: string;
  template: string | null;
  params: Record<string, unknown> | null;
  message: string;
}

export interface DeliveryResult {
  /** suppressed: finished without sending (a limit, or folded into a digest). */
  status: 'sent' | 'logged' | 'failed' | 'suppressed';
  error?: string;
}

/** Delivers a stored message; the outbox keeps every message whatever the provider says. */
export interface MessageProvider {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<DeliveryResult>;
}

/**
 * The default: messages stay in the outbox and only their existence is logged. Never the text
 * or the parameters: they carry sign-in codes, and logs are read by more people than phones.
 */
export function createLogProvider(logger: Logger): MessageProvider {
  return {
    name: 'outbox',
    async deliver(message) {
      logger.info(
        { outboxId: message.id, template: message.template },
        'message kept in the outbox',
      );
      return { status: 'logged' };
    },
  };
}

/** POSTs each message as JSON to a webhook (a WhatsApp/SMS bridge). */
export function createWebhookProvider(
  url: string,
  logger: Logger,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): MessageProvider {
  return {
    name: 'webhook',
    async deliver(message) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          // The outbox id is stable across retries: a bridge that saw it already drops the
          // repeat, which is what makes a retry after a worker crash safe.
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `barrio-outbox-${message.id}`,
          },
          body: JSON.stringify({
            id: message.id,
            to: message.to,
            message: message.message,
            template: message.template,
            params: message.params,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { status: 'failed', error: `webhook answered ${response.status}` };
        return { status: 'sent' };
      } catch (error) {
        logger.warn({ err: error, outboxId: message.id }, 'message webhook failed');
        return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
