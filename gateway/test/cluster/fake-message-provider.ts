import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMessage {
  key: string;
  to: string;
  template: string | null;
  params: Record<string, unknown> | null;
}

/**
 * A WhatsApp-style bridge for MESSAGE_PROVIDER=webhook, behaving like the real ones: a message
 * is delivered to the phone when it arrives, and a repeat of an Idempotency-Key it has already
 * delivered is acknowledged without a second delivery. It can also hold one request without
 * answering, so that a test can kill the worker while that delivery is in progress.
 */
export class FakeMessageProvider {
  /** Every POST, repeats included. */
  readonly requests: ReceivedMessage[] = [];
  /** What reached phones: one entry per idempotency key. */
  readonly delivered = new Map<string, ReceivedMessage>();
  private holdWhen: ((message: ReceivedMessage) => boolean) | null = null;
  private held: Array<{ message: ReceivedMessage; res: ServerResponse }> = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeMessageProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const provider = new FakeMessageProvider(server, `http://127.0.0.1:${port}/messages`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => provider.handle(req, res));
    return provider;
  }

  /** The next matching message is delivered but never acknowledged (the connection hangs). */
  holdNext(when: (message: ReceivedMessage) => boolean): void {
    this.holdWhen = when;
  }

  get heldCount(): number {
    return this.held.length;
  }

  deliveredWhere(when: (message: ReceivedMessage) => boolean): ReceivedMessage[] {
    return [...this.delivered.values()].filter(when);
  }

  requestsWhere(when: (message: ReceivedMessage) => boolean): ReceivedMessage[] {
    return this.requests.filter(when);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        to: string;
        template: string | null;
        params: Record<string, unknown> | null;
      };
      const key = String(req.headers['idempotency-key'] ?? '');
      const message: ReceivedMessage = {
        key,
        to: body.to,
        template: body.template,
        params: body.params,
      };
      this.requests.push(message);
      const repeat = key !== '' && this.delivered.has(key);
      if (!repeat) this.delivered.set(key || `no-key-${this.requests.length}`, message);
      if (!repeat && this.holdWhen?.(message)) {
        this.holdWhen = null;
        this.held.push({ message, res });
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ accepted: true, duplicate: repeat }));
    });
  }

  async close(): Promise<void> {
    for (const { res } of this.held) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
