import {
  BulkheadRejectedError,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';

export interface DestinationLimitOptions {
  /** Calls to one destination in flight at once; more wait in its queue. */
  concurrency: number;
  /** Calls that may wait for one destination; beyond that they are refused at once. */
  queue: number;
  /** A call to a destination is abandoned (its request aborted) after this long. */
  timeoutMs: number;
}

/** A call refused or abandoned by its destination's limits: the outbox retries it later. */
export class DestinationBusy extends Error {
  constructor(destination: string, why: 'full' | 'timeout') {
    super(
      why === 'full'
        ? `${destination} has too many calls in flight; left for a retry`
        : `${destination} did not answer in time`,
    );
    this.name = 'DestinationBusy';
  }
}

/**
 * Per-destination concurrency and time limits (cockatiel's bulkhead and timeout): a push
 * service or webhook that hangs holds at most `concurrency` calls for at most `timeoutMs`
 * each; everyone else's messages keep the workers. Destinations are origins (scheme, host,
 * port), so one hanging host cannot stall another.
 */
export class DestinationLimits {
  private readonly policies = new Map<string, IPolicy>();

  constructor(private readonly options: DestinationLimitOptions) {}

  async run<T>(destination: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await this.policyFor(destination).execute(({ signal }) => call(signal));
    } catch (error) {
      if (error instanceof BulkheadRejectedError) throw new DestinationBusy(destination, 'full');
      if (error instanceof TaskCancelledError) throw new DestinationBusy(destination, 'timeout');
      throw error;
    }
  }

  private policyFor(destination: string): IPolicy {
    let policy = this.policies.get(destination);
    if (!policy) {
      policy = wrap(
        bulkhead(this.options.concurrency, this.options.queue),
        timeout(this.options.timeoutMs, TimeoutStrategy.Aggressive),
      );
      // Bounded: destinations are few (push vendors, one webhook); forget the oldest if not.
      if (this.policies.size >= 1000) {
        const oldest = this.policies.keys().next().value;
        if (oldest !== undefined) this.policies.delete(oldest);
      }
      this.policies.set(destination, policy);
    }
    return policy;
  }
}
