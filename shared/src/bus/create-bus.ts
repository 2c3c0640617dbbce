import { ReplaySubject, Subject } from 'rxjs';
import { EVENT_KINDS, type EventKind, type EventMap, type EventName } from './event-map';

export type EventHandler<N extends EventName> = (payload: EventMap[N]) => void;

/**
 * The bus as typed code sees it: the events of one event map. `M` is the shared EventMap
 * unless a remote declares events of its own (see `defineEvents`).
 */
export interface Bus<M extends object = EventMap> {
  publish<N extends keyof M & string>(name: N, payload: M[N]): void;
  /** Returns the unsubscribe; callers (effects) must call it. */
  subscribe<N extends keyof M & string>(name: N, handler: (payload: M[N]) => void): () => void;
  /** The latest value of a state event, undefined before the first publish and for other kinds. */
  latest<N extends keyof M & string>(name: N): M[N] | undefined;
}

/**
 * The one instance a page shares. Every call says which kind the event is, so the instance
 * (created by whichever copy of this code loaded first, usually the shell's) handles events
 * its own copy of the event map has never heard of: an intent a newer remote introduces
 * still waits for its handler. Changing this shape needs a new BUS_GLOBAL_KEY.
 */
export interface WireBus {
  publish(name: string, payload: unknown, kind: EventKind): void;
  subscribe(name: string, handler: (payload: unknown) => void, kind: EventKind): () => void;
  latest(name: string): unknown;
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
  /** Whether a caller disagreeing about the kind was already reported. */
  warned: boolean;
}

/** Intents nobody handles (a remote that never loads) must not grow without bound. */
export const MAX_QUEUED_INTENTS = 50;

function consoleLog(entry: BusLogEntry): void {
  console.debug(`[bus] ${entry.action} ${entry.name} (${entry.kind})`, entry.payload ?? '');
}

export function createWireBus(options: CreateBusOptions = {}): WireBus {
  const channels = new Map<string, Channel>();
  const isDebug = options.debug ?? (() => false);
  const log = options.log ?? consoleLog;

  function trace(entry: BusLogEntry): void {
    if (isDebug()) log(entry);
  }

  function channelFor(name: string, kind: EventKind): Channel {
    let channel = channels.get(name);
    if (!channel) {
      channel = {
        kind,
        subject: kind === 'state' ? new ReplaySubject<unknown>(1) : new Subject<unknown>(),
        hasValue: false,
        value: undefined,
        queue: [],
        handlers: 0,
        warned: false,
      };
      channels.set(name, channel);
    } else if (channel.kind !== kind && !channel.warned) {
      // Two builds disagree about an event: the first one to use it decides, the owner's
      // declaration should be fixed.
      channel.warned = true;
      console.warn(`[bus] ${name} is used as a ${kind} but was first used as a ${channel.kind}`);
    }
    return channel;
  }

  function guarded(name: string, handler: (payload: unknown) => void): (payload: unknown) => void {
    // One failing remote must not stop the others from hearing the event.
    return (payload) => {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[bus] a handler of ${name} failed`, error);
      }
    };
  }

  return {
    publish(name, payload, kind) {
      const channel = channelFor(name, kind);
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

    subscribe(name, handler, kind) {
      const channel = channelFor(name, kind);
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

    latest(name) {
      const channel = channels.get(name);
      if (!channel || channel.kind !== 'state' || !channel.hasValue) return undefined;
      return channel.value;
    },
  };
}

/** Types a wire bus with an event map whose kinds this copy of the code knows. */
export function typedBus<M extends object>(
  wire: WireBus,
  kinds: { readonly [N in keyof M]: EventKind },
): Bus<M> {
  const kindOf = (name: keyof M & string): EventKind => kinds[name];
  return {
    publish: (name, payload) => wire.publish(name, payload, kindOf(name)),
    subscribe: (name, handler) =>
      wire.subscribe(name, (payload) => handler(payload as M[typeof name]), kindOf(name)),
    latest: (name) => wire.latest(name) as M[typeof name] | undefined,
  };
}

/** A bus of its own (tests, the dev harness); the page's bus is `bus` from global-bus. */
export function createBus(options: CreateBusOptions = {}): Bus {
  return typedBus<EventMap>(createWireBus(options), EVENT_KINDS);
}
