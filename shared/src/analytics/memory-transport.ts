import type { AnalyticsPayload } from './events';
import type {
  AnalyticsAccountCredentials,
  AnalyticsInitOptions,
  AnalyticsTransport,
  TagManagerTransport,
} from './transport';

export type RecordedAnalyticsCall =
  | { type: 'init'; account: AnalyticsAccountCredentials; options: AnalyticsInitOptions }
  | { type: 'track'; event: string; properties: AnalyticsPayload }
  | { type: 'page'; properties: AnalyticsPayload };

export interface MemoryTransport extends AnalyticsTransport {
  readonly calls: RecordedAnalyticsCall[];
}

/** Records every call, for tests and for the shell's standalone harnesses. */
export function createMemoryTransport(name = 'memory'): MemoryTransport {
  const calls: RecordedAnalyticsCall[] = [];
  return {
    name,
    calls,
    init(account, options) {
      calls.push({ type: 'init', account, options });
    },
    track(event, properties) {
      calls.push({ type: 'track', event, properties });
    },
    page(properties) {
      calls.push({ type: 'page', properties });
    },
  };
}

export interface MemoryTagManager extends TagManagerTransport {
  readonly pushed: { tag: string; payload: AnalyticsPayload }[];
}

export function createMemoryTagManager(): MemoryTagManager {
  const pushed: { tag: string; payload: AnalyticsPayload }[] = [];
  return {
    pushed,
    push(tag, payload) {
      pushed.push({ tag, payload });
    },
  };
}
