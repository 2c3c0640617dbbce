import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { DatabaseHealth, isDatabaseOutage } from './health';

describe('isDatabaseOutage', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator ending the session',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception class', { code: '08006', message: 'connection failure' }],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a hung server', new Error('Query read timeout')],
    ['a wrapped cause', new Error('failed', { cause: { code: 'ECONNRESET' } })],
  ])('counts %s', (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key value' }],
    ['a syntax error', { code: '42601', message: 'syntax error at or near' }],
    ['a raised exception', { code: 'P0001', message: 'injected' }],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not count %s', (_name, error) => {
    expect(isDatabaseOutage(error)).toBe(false);
  });
});

describe('DatabaseHealth', () => {
  it('goes down on an outage, ignores other errors, and comes back when a probe answers', async () => {
    const unreachable = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: 'postgres://nobody@127.0.0.1:1/none',
          connectionTimeoutMillis: 500,
        }),
      }),
    });
    let db = unreachable;
    const health = new DatabaseHealth(() => db, pino({ level: 'silent' }), { probeMs: 0 });
    try {
      health.reportFailure({ code: '23505', message: 'duplicate key value' });
      expect(health.isUp).toBe(true);
      health.reportFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
      expect(health.isUp).toBe(false);
      expect(health.status().error).toBe('refused');
      expect(await health.check()).toBe(false);

      // A database that answers: a pool whose connections answer every query.
      db = new Kysely<unknown>({
        dialect: new PostgresDialect({
          pool: {
            connect: async () => ({
              query: (async () => ({ command: 'SELECT', rowCount: 1, rows: [{}] })) as never,
              release: () => undefined,
            }),
            end: async () => undefined,
          },
        }),
      });
      expect(await health.check()).toBe(true);
      expect(health.isUp).toBe(true);
    } finally {
      health.stop();
      await unreachable.destroy();
    }
  });
});
