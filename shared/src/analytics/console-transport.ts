import type { AnalyticsTransport } from './transport';

type Log = (...data: unknown[]) => void;

/** For development: shows what would be sent instead of sending it. */
export function createConsoleTransport(log: Log = console.info.bind(console)): AnalyticsTransport {
  let account = '';
  return {
    name: 'console',
    init(credentials, options) {
      account = credentials.name;
      log(`[analytics:${account}] init`, options);
    },
    track(event, properties) {
      log(`[analytics:${account}] ${event}`, properties);
    },
    page(properties) {
      log(`[analytics:${account}] page`, properties);
    },
  };
}
