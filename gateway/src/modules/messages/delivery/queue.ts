/** Carries outbox message ids to the code that delivers them, with retries and back-off. */
export interface MessageQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Hands messages over; adding an id that is already queued is a no-op. */
  add(ids: number[]): Promise<void>;
  /** Starts consuming. */
  start(): void;
  /** Stops taking new work and waits for the deliveries in progress. */
  close(): Promise<void>;
}

export interface RetryPolicy {
  attempts: number;
  /** Delay before the second attempt; each later one doubles. */
  backoffMs: number;
}

export type DeliverFn = (id: number, attempt: { number: number; of: number }) => Promise<unknown>;
