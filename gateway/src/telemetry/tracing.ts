// The gateway's own spans and trace ids, through the OpenTelemetry API only: without the SDK
// (telemetry/preload.ts, loaded when OTEL_EXPORTER_OTLP_ENDPOINT is set) every call here is a
// no-op that costs next to nothing.
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

const tracer = () => trace.getTracer('barrio-gateway');

/** The ids of the span in progress, for log lines (pino's mixin); empty outside any span. */
export function currentTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  if (traceFlags === undefined || traceId === '00000000000000000000000000000000') return {};
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C traceparent of the span in progress (kept with an outbox row), or null. */
export function currentTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored traceparent describes (a row written during another process's span). */
function contextFrom(traceparent: string | null | undefined): Context {
  if (!traceparent) return context.active();
  return propagation.extract(context.active(), { traceparent });
}

function ended(span: Span, error?: unknown): void {
  if (error !== undefined) {
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a non-Error thrown is recorded as it stringifies
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * Runs `fn` in a span whose parent is the trace a stored traceparent names (a message's
 * delivery joins the trace of the order that wrote it), or the current one.
 */
export async function inSpanFrom<T>(
  traceparent: string | null | undefined,
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(
    name,
    { kind: SpanKind.CONSUMER, attributes },
    contextFrom(traceparent),
  );
  try {
    const result = await context.with(trace.setSpan(context.active(), span), fn);
    ended(span);
    return result;
  } catch (error) {
    ended(span, error);
    throw error;
  }
}

/** One span per stored traceparent around `fn`: the hand-off of several messages at once. */
export async function inSpansFrom<T>(
  traceparents: Array<string | null | undefined>,
  name: string,
  attributes: Attributes,
  fn: () => Promise<T>,
): Promise<T> {
  const spans = traceparents.map((traceparent) =>
    tracer().startSpan(name, { kind: SpanKind.PRODUCER, attributes }, contextFrom(traceparent)),
  );
  try {
    const result = await fn();
    for (const span of spans) ended(span);
    return result;
  } catch (error) {
    for (const span of spans) ended(span, error);
    throw error;
  }
}

/**
 * A span from BEGIN to COMMIT or ROLLBACK of every Kysely transaction, on PostgreSQL and PGlite
 * alike (PGlite has no driver an instrumentation could watch; on PostgreSQL the pg
 * instrumentation adds each statement's span beside it).
 */
export function tracedDialect(dialect: Dialect, system: 'postgresql' | 'pglite'): Dialect {
  const open = new WeakMap<DatabaseConnection, Span>();
  const finish = (connection: DatabaseConnection, error?: unknown) => {
    const span = open.get(connection);
    open.delete(connection);
    if (span) ended(span, error);
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: () => driver.acquireConnection(),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
        ...(driver.savepoint ? { savepoint: driver.savepoint.bind(driver) } : {}),
        ...(driver.rollbackToSavepoint
          ? { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) }
          : {}),
        ...(driver.releaseSavepoint
          ? { releaseSavepoint: driver.releaseSavepoint.bind(driver) }
          : {}),
        async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
          const span = tracer().startSpan('db.transaction', {
            kind: SpanKind.CLIENT,
            attributes: { 'db.system': system, 'db.operation': 'transaction' },
          });
          open.set(connection, span);
          try {
            await driver.beginTransaction(connection, settings);
          } catch (error) {
            finish(connection, error);
            throw error;
          }
        },
        async commitTransaction(connection: DatabaseConnection) {
          try {
            await driver.commitTransaction(connection);
            finish(connection);
          } catch (error) {
            finish(connection, error);
            throw error;
          }
        },
        async rollbackTransaction(connection: DatabaseConnection) {
          try {
            await driver.rollbackTransaction(connection);
          } finally {
            const span = open.get(connection);
            span?.setAttribute('db.transaction.outcome', 'rollback');
            finish(connection);
          }
        },
      };
    },
  };
}

/** Sends the spans still buffered (before the process exits); a no-op without the SDK. */
export async function flushTelemetry(): Promise<void> {
  const sdk = (globalThis as Record<symbol, unknown>)[Symbol.for('barrio.telemetry')] as
    { shutdown(): Promise<void> } | undefined;
  await sdk?.shutdown().catch(() => undefined);
}
