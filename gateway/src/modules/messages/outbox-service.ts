import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { Clock } from '../../clock';
import type { MessageProvider } from './message-provider';
import { attempted } from './delivery/attempts';

export interface SendMessageInput {
  to: string;
  message: string;
  /** A WhatsApp-style content template name, when the provider should use one. */
  template?: string | null;
  params?: Record<string, unknown> | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  template: string | null;
  params: Record<string, unknown> | null;
  message: string;
  provider: string;
  /** pending/queued/sending/retrying until delivered (sent, logged) or dead-lettered (dead). */
  status: string;
  attempts: number;
  /** The last delivery error, kept on a message being retried or dead. */
  error: string | null;
  created_at: string;
}

const DIRECT_SEND_LEASE_MS = 60_000;

/** Every message (sign-in codes, order confirmations, /api/sendmessage) goes through here. */
export class OutboxService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly provider: MessageProvider,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  async send(input: SendMessageInput): Promise<OutboxMessage> {
    const params = input.params ?? null;
    const row = await this.db
      .insertInto('outbox_messages')
      .values({
        to: input.to,
        template: input.template ?? null,
        params: JSON.stringify(params),
        message: input.message,
        provider: this.provider.name,
        // Being sent by this request: the outbox relay must not pick it up as well (if this
        // process dies before recording the outcome, the relay retries it after the lease).
        status: 'sending',
        locked_until: new Date(this.clock.now().getTime() + DIRECT_SEND_LEASE_MS),
        created_at: this.clock.now(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();

    const outgoing = {
      id: row.id,
      to: input.to,
      template: input.template ?? null,
      params,
      message: input.message,
    };
    let status: string;
    let error: string | null = null;
    try {
      const result = await attempted(this.db, row.id, () => this.provider.deliver(outgoing));
      status = result.status;
      error = result.error ?? null;
    } catch (err) {
      // A provider failure must not fail the operation that sent the message: it stays queued.
      this.logger.error({ err, outboxId: row.id }, 'message provider threw');
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
    }
    await this.db
      .updateTable('outbox_messages')
      .set({
        // A failed direct send is left to the outbox worker, which retries it with back-off.
        status: status === 'failed' ? 'pending' : status,
        error,
        attempts: 1,
        locked_until: null,
        sent_at: status === 'failed' ? null : this.clock.now(),
      })
      .where('id', '=', row.id)
      .execute();
    return {
      ...outgoing,
      provider: this.provider.name,
      status,
      attempts: 1,
      error,
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  /** Newest first. */
  async list(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    let query = this.db
      .selectFrom('outbox_messages')
      .select([
        'id',
        'to',
        'template',
        'params',
        'message',
        'provider',
        'status',
        'attempts',
        'error',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(options.limit ?? 100, 500));
    if (options.to) query = query.where('to', '=', options.to);
    const rows = await query.execute();
    return rows.map((r) => ({
      ...r,
      params: r.params ?? null,
      created_at: new Date(r.created_at).toISOString(),
    }));
  }
}
