// OpenTelemetry for the gateway and the worker, loaded before anything else:
//   node --import ./gateway/dist/telemetry.mjs gateway/dist/server.mjs
// It must run first, so that express, pg and ioredis are instrumented as they load (a
// separate module given to --import, since a bundle's imports all load before its code runs).
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then
// spans go over OTLP/HTTP (OTEL_EXPORTER_OTLP_PROTOCOL http/protobuf or http/json), W3C
// traceparent is taken from incoming requests (the balancer's or the client's) and passed on,
// and every log line carries trace_id and span_id. The SDK reads the standard OTEL_*
// variables (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY, …).
import { register } from 'node:module';

const endpoint =
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  // ES modules (the bundles import their dependencies) are hooked here; CommonJS ones through
  // require, which the instrumentations hook by themselves.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, http, express, pg, ioredis] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  // The SDK builds the OTLP exporter from OTEL_EXPORTER_OTLP_* (protocol, endpoint, headers).
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'barrio-gateway',
    instrumentations: [
      new http.HttpInstrumentation({
        // Probes and metrics scrapes are not traffic worth a trace.
        ignoreIncomingRequestHook: (req) =>
          req.url === '/api/isready' || req.url === '/api/islive' || req.url === '/metrics',
      }),
      // The route's handler only: a span per middleware would bury it.
      new express.ExpressInstrumentation({
        ignoreLayersType: [express.ExpressLayerType.MIDDLEWARE, express.ExpressLayerType.ROUTER],
      }),
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
    // Metrics stay with Prometheus (METRICS_PORT); logs stay on standard output.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  // server.ts and worker.ts flush the spans still buffered before they exit (flushTelemetry).
  (globalThis as Record<symbol, unknown>)[Symbol.for('barrio.telemetry')] = sdk;
}
