/** Carries outbox message ids to the code that delivers them, with retries and back-off. */
export interface MessageQueue {
  readonly kind: 'bullmq' | 'in-process';
  /**
   * Hands messages over; adding a message again with the same attempt count (a relay that
   * crashed between handing over and marking) is a no-op.
   */
  add(messages: QueuedRef[]): Promise<void>;
  /** Starts consuming. */
  start(): void;
  /** Stops taking new work and waits for the deliveries in progress. */
  close(): Promise<void>;
}

export interface QueuedRef {
  id: number;
  /** Attempts already made: a message taken back from a dead worker is a new job. */
  attempts: number;
}

export interface RetryPolicy {
  attempts: number;
  /** Delay before the second attempt; each later one doubles. */
  backoffMs: number;
}

export type DeliverFn = (id: number, attempt: { number: number; of: number }) => Promise<unknown>;
