import { ReplaySubject, Subject } from 'rxjs';
import { EVENT_KINDS, type EventKind, type EventMap, type EventName } from './event-map';

export type EventHandler<N extends EventName> = (payload: EventMap[N]) => void;

export interface Bus {
  publish<N extends EventName>(name: N, payload: EventMap[N]): void;
  /** Returns the unsubscribe; callers (effects) must call it. */
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  /** The latest value of a state event, undefined before the first publish and for other kinds. */
  latest<N extends EventName>(name: N): EventMap[N] | undefined;
}

export interface BusLogEntry {
  action: 'publish' | 'subscribe' | 'unsubscribe' | 'queue' | 'deliver-queued';
  name: string;
  kind: EventKind;
  payload?: unknown;
}

export interface CreateBusOptions {
  /** Consulted on every action so that the debug log can be switched on in a running tab. */
  debug?: () => boolean;
  log?: (entry: BusLogEntry) => void;
}

interface Channel {
  kind: EventKind;
  subject: Subject<unknown>;
  hasValue: boolean;
  value: unknown;
  /** Intents published while nobody handles them. */
  queue: unknown[];
  handlers: number;
}

/** Intents nobody handles (a remote that never loads) must not grow without bound. */
export const MAX_QUEUED_INTENTS = 50;

function consoleLog(entry: BusLogEntry): void {
  console.debug(`[bus] ${entry.action} ${entry.name} (${entry.kind})`, entry.payload ?? '');
}

export function createBus(options: CreateBusOptions = {}): Bus {
  const channels = new Map<EventName, Channel>();
  const isDebug = options.debug ?? (() => false);
  const log = options.log ?? consoleLog;

  function trace(entry: BusLogEntry): void {
    if (isDebug()) log(entry);
  }

  function channelFor(name: EventName): Channel {
    let channel = channels.get(name);
    if (!channel) {
      const kind: EventKind = EVENT_KINDS[name] ?? 'fact';
      channel = {
        kind,
        subject: kind === 'state' ? new ReplaySubject<unknown>(1) : new Subject<unknown>(),
        hasValue: false,
        value: undefined,
        queue: [],
        handlers: 0,
      };
      channels.set(name, channel);
    }
    return channel;
  }

  function guarded<N extends EventName>(
    name: N,
    handler: EventHandler<N>,
  ): (payload: unknown) => void {
    // One failing remote must not stop the others from hearing the event.
    return (payload) => {
      try {
        handler(payload as EventMap[N]);
      } catch (error) {
        console.error(`[bus] a handler of ${name} failed`, error);
      }
    };
  }

  return {
    publish(name, payload) {
      const channel = channelFor(name);
      if (channel.kind === 'intent' && channel.handlers === 0) {
        channel.queue.push(payload);
        if (channel.queue.length > MAX_QUEUED_INTENTS) {
          channel.queue.shift();
          console.warn(
            `[bus] more than ${MAX_QUEUED_INTENTS} unhandled ${name}; dropped the oldest`,
          );
        }
        trace({ action: 'queue', name, kind: channel.kind, payload });
        return;
      }
      if (channel.kind === 'state') {
        channel.hasValue = true;
        channel.value = payload;
      }
      trace({ action: 'publish', name, kind: channel.kind, payload });
      channel.subject.next(payload);
    },

    subscribe(name, handler) {
      const channel = channelFor(name);
      const deliver = guarded(name, handler);
      channel.handlers += 1;
      trace({ action: 'subscribe', name, kind: channel.kind });
      const subscription = channel.subject.subscribe({ next: deliver });
      if (channel.kind === 'intent' && channel.queue.length > 0) {
        const pending = channel.queue.splice(0);
        for (const payload of pending) {
          trace({ action: 'deliver-queued', name, kind: channel.kind, payload });
          deliver(payload);
        }
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        channel.handlers -= 1;
        subscription.unsubscribe();
        trace({ action: 'unsubscribe', name, kind: channel.kind });
      };
    },

    latest<N extends EventName>(name: N): EventMap[N] | undefined {
      const channel = channels.get(name);
      if (!channel || channel.kind !== 'state' || !channel.hasValue) return undefined;
      return channel.value as EventMap[N];
    },
  };
}
